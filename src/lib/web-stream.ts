// A node Readable (a zip being written) as the web stream a response body takes, with what to do if the client goes.
import { Readable } from "node:stream";

export function webStreamOf(out: Readable, onCancel: () => void): ReadableStream<Uint8Array> {
  const reader = (Readable.toWeb(out) as ReadableStream<Uint8Array>).getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel() {
      onCancel();
      out.destroy();
    },
  });
}
