//! Tuning constants that tests may change on their own thread: to reach with small tournaments
//! the paths that only large brackets take (the sparse matcher, the pruning of its graph), and
//! to turn off the engine's hints to the solver.

use std::cell::Cell;
use std::thread::LocalKey;

/// A thread's override of a tuning constant (`None`: the constant itself).
pub(crate) type Override<T> = LocalKey<Cell<Option<T>>>;

/// The value of a tuning constant on this thread.
pub(crate) fn tuned<T: Copy>(key: &'static Override<T>, constant: T) -> T {
    key.with(Cell::get).unwrap_or(constant)
}

/// Runs `f` with the constant behind `key` set to `value` on this thread (tests only).
#[cfg(test)]
pub(crate) fn with_tuned<V: Copy, T>(
    key: &'static Override<V>,
    value: V,
    f: impl FnOnce() -> T,
) -> T {
    let previous = key.with(|cell| cell.replace(Some(value)));
    let result = f();
    key.with(|cell| cell.set(previous));
    result
}
