// Issue 32: the spec's archive list is one JSON array of full completed rounds (tens of MB for 20,000 rounds). It is
// read as it arrives: the text of each element of the top-level array is cut out of the chunks and handed on whole,
// so each round is parsed on its own (JSON.parse) and the whole answer is never held as one string or object tree.
// Only strings and nesting are tracked; whether an element's text is valid JSON is left to its parse.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export class JsonArraySplitter {
  /**
   * `closing`: what follows the array's ']' (blanks aside), e.g. '}' when the array is the last member of an object
   * whose opening was read before (issue 38: our list's envelope)
   */
  constructor(private closing = '') {}

  /** text of the element being read, from earlier chunks */
  private pending = '';
  /** 0 before the array's '[', 1 between its elements, more inside one */
  private depth = 0;
  private inString = false;
  private escaped = false;
  private ended = false;
  /** whether the element being read has begun (its first non-blank character was seen) */
  private inElement = false;

  /** Takes the next chunk of the text; answers the texts of the elements that ended in it. */
  push(chunk: string): string[] {
    const elements: string[] = [];
    let start = this.inElement ? 0 : -1;
    for (let index = 0; index < chunk.length; index++) {
      if (this.inString) {
        index = this.stringEnd(chunk, index);
        continue;
      }
      const code = chunk.charCodeAt(index);
      if (this.ended) {
        if (isBlank(code)) continue;
        if (code !== this.closing.charCodeAt(0)) throw new SyntaxError('text after the end of the array');
        this.closing = this.closing.slice(1);
        continue;
      }
      if (this.depth === 0) {
        if (code === OPEN_BRACKET) this.depth = 1;
        else if (!isBlank(code)) throw new SyntaxError('the answer is no JSON array');
        continue;
      }
      if (this.depth === 1) {
        if (code === COMMA || code === CLOSE_BRACKET) {
          if (this.inElement) elements.push(this.take(chunk, start, index));
          start = -1;
          if (code === CLOSE_BRACKET) this.ended = true;
          continue;
        }
        if (isBlank(code)) continue;
        if (!this.inElement) {
          this.inElement = true;
          start = index;
        }
      }
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) this.depth--;
    }
    if (this.inElement) this.pending += chunk.slice(start);
    return elements;
  }

  /** Throws when the text ended before the array did. */
  end(): void {
    if (!this.ended) throw new SyntaxError(this.depth === 0 ? 'the answer is empty' : 'the answer ended inside the array');
    if (this.closing) throw new SyntaxError(`the answer ended before its closing ${this.closing}`);
  }

  /**
   * Where the string being read ends in the chunk (its closing quote), or the chunk's last index; jumps from quote to
   * quote (most of a round's text is strings): a quote is escaped by an odd run of backslashes before it.
   */
  private stringEnd(chunk: string, from: number): number {
    let index = from;
    if (this.escaped) {
      this.escaped = false;
      index++;
    }
    for (;;) {
      const quote = chunk.indexOf('"', index);
      const end = quote === -1 ? chunk.length : quote;
      let backslashes = 0;
      while (end - backslashes - 1 >= index && chunk.charCodeAt(end - backslashes - 1) === BACKSLASH) backslashes++;
      if (quote === -1) {
        this.escaped = backslashes % 2 === 1;
        return chunk.length - 1;
      }
      if (backslashes % 2 === 0) {
        this.inString = false;
        return quote;
      }
      index = quote + 1;
    }
  }

  private take(chunk: string, start: number, end: number): string {
    const text = this.pending + chunk.slice(start, end);
    this.pending = '';
    this.inElement = false;
    return text;
  }
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}
