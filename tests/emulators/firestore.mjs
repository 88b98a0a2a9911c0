// A throwaway Firestore emulator for the tests: `node firestore.mjs PORT`.
// Binds 127.0.0.1:PORT, prints "ready" once it serves, and reads commands on stdin:
// "reset" drops every document and answers "reset"; end of stdin stops the server.
import { createInterface } from "node:readline";
import { ServerCredentials } from "@grpc/grpc-js";
import { FirestoreServer } from "@firestore-emulator/server";

const port = Number.parseInt(process.argv[2] ?? "", 10);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: node firestore.mjs PORT");
  process.exit(2);
}

const emulator = new FirestoreServer();
// FirestoreServer.start() binds 0.0.0.0; the tests only ever need loopback.
// `server` is private in the package's types only, so bind it here directly.
emulator.server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) => {
  if (error) {
    console.error(`cannot bind 127.0.0.1:${port}: ${error.message}`);
    process.exit(1);
  }
  console.log("ready");
});

const commands = createInterface({ input: process.stdin });
commands.on("line", (line) => {
  if (line.trim() === "reset") {
    emulator.state.clear();
    console.log("reset");
  }
});
commands.on("close", () => {
  emulator.stop();
  process.exit(0);
});
