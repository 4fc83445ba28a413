//! The systems a command line or a Python module chooses from, with their words.

use crate::reason::Words;

/// The systems a caller chooses from, and their words: rondo's ([`Registry::SHIPPED`]), or a
/// list with systems defined in other crates, which then pair, check, audit, explain and
/// generate as rondo's do. The `rondo` command line and the Python package both take one, so a
/// system registered in one place reaches both.
#[derive(Copy, Clone)]
pub struct Registry<'a> {
    /// The pairing systems; `--system` and `system=` take their keys
    /// ([`rondo_systems::keys_in`]).
    pub systems: &'a rondo_systems::Registry,
    /// The words of their explanations, found by the rule set an explanation names.
    pub words: Words<'a>,
}

impl Registry<'static> {
    /// rondo's systems and words: what the `rondo` binary and the `rondo` package run with.
    pub const SHIPPED: Registry<'static> = Registry {
        systems: rondo_systems::REGISTRY,
        words: Words::SHIPPED,
    };
}
