export const USAGE = `katz: Katz und Maus from the command line. Positions, actions and records are JSON (docs/formats.md).

Usage:
  katz deal [--seed S]        print {"seed", "position"} of a fresh deal (a random seed if none is given)
  katz apply [--events]       read {"position", "actions"}; print {"position", "status"} after all actions
  katz legal                  read {"position"}; print the JSON array of its legal actions
  katz check                  read {"position"}; print {"valid": true, "status", "legalActions"} or the error
  katz view --player P        read {"position"}; print what player 0, 1 or "spectator" may see of it
  katz replay [--events]      read a game record; print its start, final position and status
  katz serve [--port N]       run the game server (configured by environment variables, see the README)
  katz help                   this text

Options:
  --pretty                    indent the JSON output

Exit code 0 on success; 1 with {"error": "...", "path" or "action": ...} on bad input.
`;
