"""Runs a command with its standard output in PREFIX.out and its standard error in
PREFIX.err, each line of the latter headed by the seconds since the start, to see
where a tuning run's time goes.  usage: stamp_stderr.py PREFIX COMMAND [ARGS...]"""
import subprocess
import sys
import time

start = time.time()
with open(sys.argv[1] + ".out", "w") as out, open(sys.argv[1] + ".err", "w") as err:
    child = subprocess.Popen(sys.argv[2:], stdout=out, stderr=subprocess.PIPE, text=True)
    for line in child.stderr:
        err.write("%7.2f %s" % (time.time() - start, line))
sys.exit(child.wait())
