#!/usr/bin/env bash
# Device call H of session 9 (issue #6): the wider single-precision stars (16-byte aligned
# rows, so none of this session's new paths runs, but their printed code gained the
# branches) re-tuned on the final tree as in session 8 (60 s and 15 s), with
# torch.compile beside them.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/h
scripts/device-build.sh build-device > $OUT/h/build.log 2>&1 || { tail $OUT/h/build.log; exit 1; }
timeout 100 python3 bench/torch_compile.py $OUT/h/torch.json star25_sp:fp32 star13:fp32 > $OUT/h/torch.log 2>&1; echo "torch rc=$?"; tail -n 2 $OUT/h/torch.log | cut -c1-140
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 130 bench/cuda.sh $OUT/r 60 star25_sp:fp32 > $OUT/h/bench60.log 2>&1
STENCILTUNE_NO_PROFILE=1 BENCH_PROFILE=0 timeout 80 bench/cuda.sh $OUT/r 15 star13:fp32 > $OUT/h/bench15.log 2>&1
grep -h -E "==|baseline|default|tuned" $OUT/h/bench60.log $OUT/h/bench15.log
cd $OUT && tar czf r-h.tgz r && rm -rf r
