#!/usr/bin/env bash
# Device call B of session 5 (issue #6): the rest of the RX GPU checks, gpu_cuda_tune, and the
# benchmark cases the RX change touches. Run from the repository root on the GPU machine.
export PATH=/usr/local/cuda/bin:$PATH; mkdir -p $OUT/b
scripts/device-build.sh build-device > $OUT/b/build.log 2>&1 || { tail $OUT/b/build.log; exit 1; }
T=build-device/stenciltune
for spec in "vardiff RX=2" "laplacian RX=4" "star25_sp RX=4" "jacobi2d5 RX=4"; do set -- $spec; sz=48x40x36; [ $1 = jacobi2d5 ] && sz=300x200
STENCILTUNE_NO_PROFILE=1 $T stencils/$1.f95 --target=cuda --size=$sz --fresh -o /tmp/s-$1 --param SMEM=2 --param $2 --search=random --max-variants=2 >/dev/null 2>$OUT/b/$1.err; echo "$1 $2 rc=$?"
python3 -c "import json;db=json.load(open('/tmp/s-$1/tuning.json'));ms=[m for e in db['entries'] for m in e['measurements']];print(len(ms),[(m['valid'],m.get('reason',''),m['params'].get('RX')) for m in ms])"; done 2>&1 | tee $OUT/b/suite-rest.txt
timeout 150 ctest --test-dir build-device -R gpu_cuda_tune > $OUT/b/tune.log 2>&1; echo tune rc=$?
BENCH_PROFILE_STAGES=+tuned bench/cuda.sh $OUT/r 40 star25_sp:fp32 > $OUT/b/bench1.log 2>&1
BENCH_PROFILE_STAGES=+tuned bench/cuda.sh $OUT/r 20 star13:fp32 laplacian:fp32 box27:fp64 > $OUT/b/bench2.log 2>&1
python3 bench/cuda_table.py $OUT/r bench/results/cuda-2026-11-21-d/torch-session3.json $OUT/b/summary.json $OUT/b/table.md; cat $OUT/b/table.md
cd $OUT && tar czf r.tgz r && rm -rf r
