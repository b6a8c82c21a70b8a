//! A small seeded pseudo-random generator.

/// SplitMix64: a tiny, fast, seedable generator. Same seed, same sequence, on
/// every platform.
///
/// # Examples
/// ```
/// use abstrakta_engine::SplitMix64;
/// let mut a = SplitMix64::new(7);
/// let mut b = SplitMix64::new(7);
/// assert_eq!(a.next_u64(), b.next_u64());
/// ```
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator seeded with `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let (next, out) = splitmix_step(self.state);
        self.state = next;
        out
    }

    /// A number in `0..n` (`n > 0`), with negligible bias.
    ///
    /// # Panics
    /// Panics if `n == 0`.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "SplitMix64::below(0)");
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// One SplitMix64 step: the next state and the output, usable in `const` context.
#[must_use]
pub const fn splitmix_step(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

/// `P × N` random keys drawn from SplitMix64 seeded with `seed`, for Zobrist
/// hashing (one key per piece kind and square), computed at compile time.
#[must_use]
pub const fn zobrist_keys<const P: usize, const N: usize>(seed: u64) -> [[u64; N]; P] {
    let mut keys = [[0; N]; P];
    let mut state = seed;
    let mut p = 0;
    while p < P {
        let mut i = 0;
        while i < N {
            let (next, out) = splitmix_step(state);
            state = next;
            keys[p][i] = out;
            i += 1;
        }
        p += 1;
    }
    keys
}
