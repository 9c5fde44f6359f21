"""A terminal for end-to-end tests (see pty.ts): runs a command on a pseudo-terminal as the foreground job
of a small job-control shell, so the terminal's keys (Ctrl-Z, Ctrl-C) signal it as they would in a shell.

Usage: python3 pty-job.py <columns> <rows> <command> [args...]

Everything the terminal prints is copied to stdout as it comes, with the shell's own lines:
`[job stopped]` when the job stops (the shell takes the terminal back; the line `fg` typed on it continues
the job, as a shell's `fg`), and `[job exited <code>]` when it ends. Commands, one a line, on stdin:
`key <hex>` writes those bytes to the terminal (as typed), `resize <columns> <rows>` resizes it.
"""
import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios


def shell(columns, rows, argv):
    """The session leader on the terminal: starts the job in a process group of its own, in the foreground."""
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', rows, columns, 0, 0))
    # Taking the terminal back from a stopped job is a background process's tcsetpgrp.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    job = os.fork()
    if job == 0:
        os.setpgid(0, 0)
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        os.execvp(argv[0], argv)
    os.setpgid(job, job)
    os.tcsetpgrp(0, job)
    while True:
        _, status = os.waitpid(job, os.WUNTRACED)
        if os.WIFSTOPPED(status):
            os.tcsetpgrp(0, os.getpgrp())
            os.write(1, b'\r\n[job stopped]\r\n')
            while sys.stdin.readline().strip() != 'fg':
                pass
            os.tcsetpgrp(0, job)
            os.killpg(job, signal.SIGCONT)
            continue
        os.write(1, f'\r\n[job exited {os.waitstatus_to_exitcode(status)}]\r\n'.encode())
        os._exit(0)


def main():
    columns, rows, argv = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    pid, master = pty.fork()
    if pid == 0:
        shell(columns, rows, argv)
    pending = b''
    while True:
        ready, _, _ = select.select([master, 0], [], [])
        if master in ready:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b''
            if not data:
                break
            os.write(1, data)
        if 0 in ready:
            data = os.read(0, 4096)
            if not data:
                # The test is gone: so is the terminal (the job gets SIGHUP).
                break
            pending += data
            while b'\n' in pending:
                line, pending = pending.split(b'\n', 1)
                command = line.decode().split()
                if command[0] == 'key':
                    os.write(master, bytes.fromhex(command[1]))
                elif command[0] == 'resize':
                    size = struct.pack('HHHH', int(command[2]), int(command[1]), 0, 0)
                    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    os.close(master)
    os.waitpid(pid, 0)


main()
