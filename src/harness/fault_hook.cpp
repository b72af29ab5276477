#include "harness/fault_hook.h"

namespace st {

namespace {
const VariantFaultHook* installed = nullptr;
}

const VariantFaultHook* variant_fault_hook() { return installed; }
void set_variant_fault_hook(const VariantFaultHook* hook) { installed = hook; }

}  // namespace st
