#!/usr/bin/env bash
cd "$(dirname "$0")/../.."
L=.carry/lab
nvidia-smi --query-gpu=name --format=csv,noheader
for r in 1 2 3; do for b in j_bt5 j_s5pf2 j_s5w2 j_s5w3 j_s5w4 j_s8w3 j_s5_fastonly; do echo "$b $r $($L/$b 8192 100 2>&1 | tail -1)"; done; done
for b in j_s5w2 j_s5w3 j_s5w4 j_s8w3; do echo "$b sums $(ST_LAB_SUM=1 $L/$b 1001 7 2>&1 >/dev/null | grep sum | sort -u | tr '\n' ' ')"; done
echo "j_bt5 sums $(ST_LAB_SUM=1 $L/j_bt5 1001 7 2>&1 >/dev/null | grep sum | sort -u | tr '\n' ' ')"
