# Sourced by the GPU tests first: skips the test (exit 77) where there is no usable NVIDIA
# GPU (CI never has one), puts the toolkit's nvcc on PATH where it is installed but not
# found, and sets cuda (the toolkit's folder, where nvcc is found), cuda_lib (the folder of
# its runtime libraries, for -L and -rpath) and gpus (the devices nvidia-smi lists).
if ! command -v nvidia-smi >/dev/null || ! nvidia-smi -L 2>/dev/null | grep -q GPU; then
  echo "SKIPPED: no NVIDIA GPU on this machine (this test runs on the GPU machine)"
  exit 77
fi
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then export PATH=$PATH:/usr/local/cuda/bin; fi
cuda=
cuda_lib=
if command -v nvcc >/dev/null; then
  cuda=$(dirname "$(dirname "$(readlink -f "$(command -v nvcc)")")")
  cuda_lib=$cuda/lib64
  [[ -d $cuda_lib ]] || cuda_lib=$cuda/targets/x86_64-linux/lib
fi
gpus=$(nvidia-smi -L | grep -c GPU)
