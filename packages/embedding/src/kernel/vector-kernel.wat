;; Dot-product kernels of Engram's in-memory vector indexes (retrieval's tenant-vector-memory.ts, memory's
;; fact-index.ts), in WebAssembly SIMD because a scalar JS loop over 100k x 512 floats takes ~150 ms and these take a
;; few ms. Assembled into vector-kernel.generated.ts by vector-kernel.build.ts; vector-kernel.test.ts checks both agree.
;;
;; Both functions score the rows listed in `rows` (slot numbers, i32) against the query and write one result per
;; listed row to `out`. Every address is a byte offset into the exported memory; `stride` is the padded dimension
;; count (a multiple of 16), and padding is zero in both query and rows, so it adds nothing.
(module
  (memory (export "memory") 1)

  ;; out[i] = sum(q8[j] * base8[rows[i] * stride + j]) as i32 (exact: |127 * 127 * 2 * stride / 8| fits easily).
  (func (export "dotI8")
    (param $q i32) (param $base i32) (param $stride i32) (param $rows i32) (param $n i32) (param $out i32)
    (local $i i32) (local $p i32) (local $qq i32) (local $end i32) (local $acc v128) (local $a v128) (local $b v128)
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $p (i32.add (local.get $base)
          (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $end (i32.add (local.get $p) (local.get $stride)))
        (local.set $qq (local.get $q))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (loop $col
          (local.set $a (v128.load (local.get $p)))
          (local.set $b (v128.load (local.get $qq)))
          (local.set $acc (i32x4.add (local.get $acc)
            (i32x4.dot_i16x8_s (i16x8.extend_low_i8x16_s (local.get $a)) (i16x8.extend_low_i8x16_s (local.get $b)))))
          (local.set $acc (i32x4.add (local.get $acc)
            (i32x4.dot_i16x8_s (i16x8.extend_high_i8x16_s (local.get $a)) (i16x8.extend_high_i8x16_s (local.get $b)))))
          (local.set $p (i32.add (local.get $p) (i32.const 16)))
          (local.set $qq (i32.add (local.get $qq) (i32.const 16)))
          (br_if $col (i32.lt_u (local.get $p) (local.get $end))))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $acc)) (i32x4.extract_lane 1 (local.get $acc)))
            (i32.add (i32x4.extract_lane 2 (local.get $acc)) (i32x4.extract_lane 3 (local.get $acc)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $row))))

  ;; out[i] = sum(q[j] * base[rows[i] * stride + j]) as f32.
  (func (export "dotF32")
    (param $q i32) (param $base i32) (param $stride i32) (param $rows i32) (param $n i32) (param $out i32)
    (local $i i32) (local $p i32) (local $qq i32) (local $end i32) (local $acc v128) (local $bytes i32)
    (local.set $bytes (i32.shl (local.get $stride) (i32.const 2)))
    (block $done
      (loop $row
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $p (i32.add (local.get $base)
          (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $bytes))))
        (local.set $end (i32.add (local.get $p) (local.get $bytes)))
        (local.set $qq (local.get $q))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (loop $col
          (local.set $acc (f32x4.add (local.get $acc)
            (f32x4.mul (v128.load (local.get $p)) (v128.load (local.get $qq)))))
          (local.set $acc (f32x4.add (local.get $acc)
            (f32x4.mul (v128.load offset=16 (local.get $p)) (v128.load offset=16 (local.get $qq)))))
          (local.set $p (i32.add (local.get $p) (i32.const 32)))
          (local.set $qq (i32.add (local.get $qq) (i32.const 32)))
          (br_if $col (i32.lt_u (local.get $p) (local.get $end))))
        (f32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
            (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $row)))))
