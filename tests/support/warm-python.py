"""
Runs the site's Python programs for tests/support/programs.ts with the interpreter kept warm.

Starting python3 and importing `requests` costs CPU time, paid by every one of the Python runs of
tests/unit/programs.test.ts (bench/results/2026-11-27-gate-time.md, "Figures the test code's comments
carried"). This process pays it once: it imports what the programs import, then
forks a child per program. The child is a fresh process, as a cold start
is: it takes the program's folder, environment, arguments and a time limit, sends its output to a
file, and runs the program as `python3 program.py` would (`__main__`, `sys.argv`, `sys.path[0]`, the
exit status of `sys.exit`, a traceback and status 1 for an uncaught exception). The parent only
reports the status.

Protocol: one JSON request per line on stdin, {"dir", "file", "env", "args", "timeoutSeconds",
"output"}; one JSON answer per line on stdout, {"exit": status or null when the time limit stopped it}.
"""
import json
import os
import runpy
import signal
import sys
import traceback

# What the programs import: loaded once, before any fork (the child finds them already imported, as
# `import` finds any module a second time).
import base64, hashlib, hmac, threading, time, urllib.parse, http.server  # noqa: E401,F401
import requests  # noqa: F401


def run_child(req):
    os.chdir(req["dir"])
    os.environ.clear()
    os.environ.update(req["env"])
    out = os.open(req["output"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(out, 1)
    os.dup2(out, 2)
    sys.argv = [req["file"], *req["args"]]
    sys.path[0] = req["dir"]
    signal.signal(signal.SIGALRM, signal.SIG_DFL)
    signal.alarm(max(1, int(req["timeoutSeconds"])))
    code = 0
    try:
        runpy.run_path(req["file"], run_name="__main__")
    except SystemExit as e:
        if e.code is None:
            code = 0
        elif isinstance(e.code, int):
            code = e.code
        else:
            print(e.code, file=sys.stderr)
            code = 1
    except BaseException as e:  # noqa: BLE001 - as the interpreter does for an uncaught exception
        # The traceback starts at the program, as a cold start's does (not in this runner or runpy).
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != req["file"]:
            tb = tb.tb_next
        traceback.print_exception(type(e), e, tb)
        code = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(code & 0xFF)


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            run_child(req)
        _, status = os.waitpid(pid, 0)
        exit_code = os.waitstatus_to_exitcode(status)
        sys.stdout.write(json.dumps({"exit": exit_code if exit_code >= 0 else None}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
