// Loaded into the API process by bench-feed.mjs (NODE_OPTIONS=--require): on SIGUSR2 it collects garbage and
// writes the process's memory (process.memoryUsage, with its pid and when) to BENCH_MEMORY_FILE, so the bench can
// read the API's heap as well as its RSS before and after opening the live streams.
const fs = require('node:fs');
const v8 = require('node:v8');
const vm = require('node:vm');

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc');
  const write = (memory) =>
    fs.writeFileSync(file, JSON.stringify({ pid: process.pid, at: Date.now(), ...memory }));
  write({});
  process.on('SIGUSR2', () => {
    collectGarbage();
    write(process.memoryUsage());
  });
}
