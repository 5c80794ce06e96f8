// Entry point of the `sandtable` command.
import { main } from './cli.js';

process.exitCode = await main(process.argv.slice(2));
