#!/usr/bin/env node
// The installed `katz` command. It lives outside dist/ so that npm can link it before the build has run
// (npm ci links binaries first, then runs the root prepare script that builds).
import '../dist/src/main.js';
