#!/usr/bin/env node
/** `npm start`: runs the server with the configuration in the environment (README, "Running the server"). */
import { runFromEnvironment } from './main-process.js';

process.exitCode = await runFromEnvironment();
