import { type Stats } from 'node:fs';
/** A file as `readRegularFile` found it. `what` says what the path is instead ("a symbolic link"). */
export type RegularFileRead = {
    kind: 'file';
    bytes: Uint8Array;
} | {
    kind: 'missing';
} | {
    kind: 'not-regular';
    what: string;
} | {
    kind: 'too-large';
    size: number;
};
/** What a path is, when it is not a regular file. */
export declare function describeFileType(stats: Stats): string | null;
/**
 * Read a regular file of at most `maxBytes` bytes, never through a link: lstat first (a link could point
 * anywhere, a FIFO would block the read, a device could be endless), then open without following links and
 * without blocking, and check the opened file is the one lstat saw, so a file swapped in between is caught.
 * At most `maxBytes + 1` bytes are read, so a file that grows meanwhile is noticed. Only the last component
 * is checked: callers that must not pass a link on the way check the directories above. Other I/O errors
 * (permissions) are thrown.
 *
 * The calls are synchronous: the files read here are small (a handoff, a record's files) and each
 * asynchronous call would be a round trip through libuv's thread pool — five per file — which on a busy
 * machine costs far more than the read. Nothing here can block: links, FIFOs and devices are refused before
 * the file is opened, and it is opened with O_NONBLOCK.
 */
export declare function readRegularFile(path: string, maxBytes: number): Promise<RegularFileRead>;
/** `readRegularFile`, for callers that are synchronous themselves. */
export declare function readRegularFileSync(path: string, maxBytes: number): RegularFileRead;
/**
 * The bytes of an opened regular file of `size` bytes (as fstat said), or null when it holds more than
 * `maxBytes`: sized by `size`, grown if the file grows meanwhile, read to its end but never past
 * `maxBytes + 1` bytes. The caller closes `fd`.
 */
export declare function readOpenedFile(fd: number, size: number, maxBytes: number): Buffer | null;
/** The end of a file as `readRegularFileTail` found it: at most its last `maxBytes` bytes, and its size. */
export type RegularFileTail = {
    kind: 'file';
    bytes: Uint8Array;
    size: number;
} | {
    kind: 'missing';
} | {
    kind: 'not-regular';
    what: string;
};
/**
 * The last `maxBytes` bytes of a regular file of any size (all of it when it is shorter), read as
 * `readRegularFile` reads: never through a link (only the last component is checked), never a FIFO or a
 * device, the opened file checked to be the one lstat saw. Sized when opened: what the file grows by after
 * that is not read. Other I/O errors (permissions) are thrown.
 */
export declare function readRegularFileTail(path: string, maxBytes: number): RegularFileTail;
