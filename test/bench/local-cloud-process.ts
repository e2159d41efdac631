/**
 * The local cloud in its own process, for the delivery benchmark: the S3 our sender reads from then
 * spends its CPU outside the sender's process, as AWS's does. Prints the functions' environment (the
 * variables `startLocalCloud` sets) as JSON on its first line and serves until its standard input closes.
 */
import { startLocalCloud } from '@masterport/local';

const cloud = await startLocalCloud({ dataDir: process.argv[2]!, port: 0, web: 'none', seed: false });
process.stdout.write(
  `${JSON.stringify(Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(AWS_|TABLE_NAME|OUTPUTS_BUCKET|SOURCES_BUCKET|DOCUMENTS_BUCKET|S3_FORCE_PATH_STYLE|LOCAL_CLOUD)/.test(name))))}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => void cloud.stop().then(() => process.exit(0)));
