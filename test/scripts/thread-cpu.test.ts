import { describe, expect, it } from 'vitest';
import { classify, countTrace } from '../../scripts/bench/thread-cpu.mjs';

// Symbols as `perf script -F tid,ip,sym` prints them for node 20's (V8 11.3) worker threads.
describe('classify (thread-cpu.mjs)', () => {
  it.each([
    ['v8::internal::compiler::GraphReducer::ReduceTop', 'compile'],
    ['v8::internal::compiler::LinearScanAllocator::AllocateRegisters', 'compile'],
    ['v8::internal::OptimizingCompileDispatcher::CompileTask::RunInternal', 'compile'],
    ['v8::internal::Zone::NewExpand', 'compile'],
    ['v8::internal::Assembler::GrowBuffer', 'compile'],
    ['v8::internal::Scavenger::ScavengeObject<v8::internal::FullHeapObjectSlot>', 'gc'],
    ['v8::internal::BodyDescriptorBase::IteratePointers<v8::internal::ScavengeVisitor>', 'gc'],
    ['v8::internal::ConcurrentMarking::RunMajor', 'gc'],
    ['v8::internal::Sweeper::RawSweep', 'gc'],
    ['__memmove_avx512_unaligned_erms', 'other'],
    ['malloc', 'other'],
    ['filemap_get_read_batch', 'other'],
    ['[unknown]', 'other'],
  ])('%s is %s', (symbol, kind) => {
    expect(classify(symbol)).toBe(kind);
  });
});

// Lines as node 20 prints them under --predictable --trace-opt --trace-deopt (addresses shortened).
const COMPILING = '[compiling method 0x1c90 <JSFunction readSaid (sfi = 0x2182)> (target TURBOFAN), mode: ConcurrencyMode::kSynchronous]';
const COMPLETED = '[completed compiling 0x1c90 <JSFunction readSaid (sfi = 0x2182)> (target TURBOFAN) - took 0.009, 12.828, 0.063 ms]';
const COMPLETED_OSR = '[completed compiling 0x1c91 <JSFunction scan (sfi = 0x2183)> (target TURBOFAN) OSR - took 0.100, 2.000, 0.400 ms]';
const BAILOUT =
  '[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x1c90 <JSFunction readSaid (sfi = 0x2182)>, ' +
  '0x1f4a <Code TURBOFAN>, opt id 0, bytecode offset 123, deopt exit 4, FP to SP delta 72, caller SP 0x7ffe, pc 0x7f64]';

describe('countTrace (thread-cpu.mjs)', () => {
  it('counts completed compiles (OSR apart), bailouts and the summed compile times', () => {
    const t = countTrace([COMPILING, COMPLETED, BAILOUT, COMPILING, COMPLETED, COMPLETED_OSR, 'report line'].join('\n'));
    expect(t.compiles).toBe(3);
    expect(t.osr).toBe(1);
    expect(t.deopts).toBe(1);
    expect(t.ms).toBeCloseTo(2 * (0.009 + 12.828 + 0.063) + 2.5, 6);
  });

  it('counts a compile started but not completed as nothing', () => {
    expect(countTrace(COMPILING)).toEqual({ compiles: 0, osr: 0, deopts: 0, ms: 0 });
  });
});
