// issue 13: the values call's answers kept in memory while their series do not change. Every device of a group
// preloads the same rounds, so the same chunks of 32 series are asked again and again; a kept answer is sent as it
// is (compressed once per encoding), instead of reading, joining and compressing about a megabyte each time. An
// answer is kept under the versions of its series (ts_series_version, migration 007) read before it was built, so
// any write of a value of them makes it unused; the least recently used answers go first above the size limit.
import { compressAnswer, type KeptEncoding } from '../http/compression';

export interface ValuesAnswer {
  /** the answer's JSON text */
  body: string;
  /** the continuation of the next page (array form: in the Link header) */
  next?: string;
}

/** up to this many bytes of answers (text and compressed) are kept */
const KEPT_ANSWER_BYTES = 64 * 1024 * 1024;

export class ValuesAnswerCache {
  private readonly kept = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = KEPT_ANSWER_BYTES) {}

  /** The answer for `key` when it was built at these `versions`; else `build` makes it and it is kept. */
  async answer(key: string, versions: string, build: () => Promise<ValuesAnswer>): Promise<KeptAnswer> {
    const kept = this.kept.get(key);
    if (kept?.versions === versions) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const answer = new KeptAnswer(versions, await build(), (bytes) => this.grow(key, answer, bytes));
    const old = this.kept.get(key);
    if (old) this.forget(key, old);
    if (answer.bytes <= this.maxBytes) {
      this.kept.set(key, answer);
      this.bytes += answer.bytes;
      this.evict();
    }
    return answer;
  }

  private grow(key: string, answer: KeptAnswer, bytes: number) {
    if (this.kept.get(key) !== answer) return;
    this.bytes += bytes;
    this.evict();
  }

  private evict() {
    for (const [key, kept] of this.kept) {
      if (this.bytes <= this.maxBytes) return;
      this.forget(key, kept);
    }
  }

  private forget(key: string, kept: KeptAnswer) {
    this.kept.delete(key);
    this.bytes -= kept.bytes;
  }
}

class KeptAnswer {
  private readonly encodings = new Map<KeptEncoding, Promise<Buffer>>();
  /** its text and the compressed forms made so far */
  bytes: number;

  constructor(
    readonly versions: string,
    readonly answer: ValuesAnswer,
    private readonly grown: (bytes: number) => void,
  ) {
    this.bytes = answer.body.length;
  }

  /** The answer compressed in `encoding`, compressed once for as long as it is kept. */
  encoded(encoding: KeptEncoding): Promise<Buffer> {
    let encoded = this.encodings.get(encoding);
    if (!encoded) {
      encoded = compressAnswer(this.answer.body, encoding);
      this.encodings.set(encoding, encoded);
      encoded.then(
        (buffer) => {
          this.bytes += buffer.length;
          this.grown(buffer.length);
        },
        () => this.encodings.delete(encoding),
      );
    }
    return encoded;
  }
}
