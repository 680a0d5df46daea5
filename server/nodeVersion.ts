// Imported first by server/main.ts: on a Node older than 22.14 better-sqlite3 13 (Node-API 10) crashes the process
// when it opens the database, with a segfault that names nothing. Say what to install instead, and stop.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 14)) {
  console.error(
    `LIMS needs Node.js 22.14 or newer; this is Node ${process.versions.node}. Start it with \`npm start\`, which runs the Node 24 that \`npm install\` brought (README, "Quick start").`,
  );
  process.exit(1);
}
export {};
