#!/usr/bin/env bash
# Device call G of session 7 (issue #6): torch.compile of every suite case, timed as the
# tool now times (launches queued back to back, each between its own events).
mkdir -p $OUT/g
timeout 560 python3 bench/torch_compile.py $OUT/g/torch.json laplacian:fp64 laplacian:fp32 star25_sp:fp32 star25_sp:fp64 box27:fp64 box27:fp32 star13:fp64 star13:fp32 divergence:fp64 divergence:fp32 gradient:fp64 gradient:fp32 jacobi2d5:fp64 jacobi2d5:fp32 box2d9:fp64 box2d9:fp32 vardiff:fp64 vardiff:fp32 > $OUT/g/torch.log 2>&1; echo "torch rc=$?"; tail -n 3 $OUT/g/torch.log; wc -l $OUT/g/torch.json
