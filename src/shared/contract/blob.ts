/**
 * A Blob or File by shape: src/shared has no DOM lib. The worker implements `WorkerApi<Blob>` and the UI
 * wraps `WorkerApi<Blob>`, so both sides see the platform's Blob.
 */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}
