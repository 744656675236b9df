// A picture worker process for the picture queue's test: with HOLD set it takes a job and never finishes drawing it
// (the test kills it mid-draw); without, it draws as `npm run picture-worker` does. It says "ready" once taking jobs,
// then "drawing <id>" or "drawn <id>" for each job.
import { startPictureWorker } from '../../../src/picture-worker/queue-worker';

const url = process.env.PICTURE_QUEUE_URL!;
const hold = process.env.HOLD === '1';
const worker = startPictureWorker({
  url,
  threads: 1,
  ...(hold
    ? {
        draw: () => {
          process.stdout.write('drawing\n');
          return new Promise<never>(() => undefined);
        },
      }
    : {}),
  onDrawn: (d) => process.stdout.write(`drawn ${d.id}\n`),
});
await worker.ready;
process.stdout.write('ready\n');
process.once('SIGTERM', () => void worker.close().then(() => process.exit(0)));
