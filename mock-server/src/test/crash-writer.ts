import { openStore } from '../db/store.js';

/**
 * A process for the kill -9 test (db/kill-nine.test.ts): opens the store in argv[2], then writes
 * forever. Each change appends a ledger entry, changes a payment in place and sometimes drops an
 * old entry; once its write has resolved, it prints `ack <n>` on stdout. The test kills it at a
 * random moment and checks that db.json holds every acknowledged change, each once.
 */
async function run(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: crash-writer <dataDir>');
  const store = await openStore(dir);
  const payment = store.data.payments[0];
  if (!payment) throw new Error('the test seeds one payment');
  let n = store.data.ledger.reduce((max, e) => Math.max(max, Number(e.reference)), 0);
  for (;;) {
    n += 1;
    store.data.ledger.push({
      _id: `e${n}`,
      userId: 'u1',
      amountCents: 1,
      kind: 'deposit',
      reference: String(n),
      createdAt: new Date().toISOString(),
    });
    payment.amountCents = n;
    // Every tenth change also removes the oldest entry that is a multiple of 7.
    if (n % 10 === 0) {
      const at = store.data.ledger.findIndex((e) => Number(e.reference) % 7 === 0);
      if (at >= 0) store.data.ledger.splice(at, 1);
    }
    const acknowledged = n;
    // Several writes in flight at once, as concurrent requests would have.
    void store.write().then(() => process.stdout.write(`ack ${acknowledged}\n`));
    if (n % 4 === 0) await store.write();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
