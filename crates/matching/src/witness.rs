//! Perfect matchings of a compatibility graph under changing constraints ([`WitnessMatcher`]).
//!
//! The procedural pairing systems (Double-Swiss, Swiss Team) fix each choice (the bye, an
//! upfloater set, a top member, a pair) only if the players left can still all be paired. That
//! question is asked thousands of times on one bracket, so the matcher keeps a perfect matching
//! as a witness: a choice the witness already agrees with needs no search, and one it does not
//! is repaired by augmenting paths (Edmonds' blossom search, unweighted) from the vertices it
//! leaves unmatched.

/// A compatibility graph over vertices `0..n` with a witness matching, for the question
/// "can every active vertex still be paired?" asked under changing constraints.
///
/// ```
/// use rondo_matching::WitnessMatcher;
///
/// // A path 0 – 1 – 2 – 3.
/// let mut matcher = WitnessMatcher::new(4, |a, b| b == a + 1);
/// assert!(matcher.perfect(&[true; 4], &|_, _| true));
/// assert_eq!(matcher.mate(0), Some(1));
/// // Without the edge 0 – 1, vertex 0 cannot be paired.
/// assert!(!matcher.perfect(&[true; 4], &|a, b| a.min(b) != 0));
/// // Leaving 0 and 1 out, 2 – 3 remains.
/// assert!(matcher.perfect(&[false, false, true, true], &|_, _| true));
/// ```
#[derive(Clone, Debug)]
pub struct WitnessMatcher {
    /// One bit per pair, a row of `words_per_row` words per vertex: a field of thousands of
    /// players is nearly complete, and lists of neighbours took eight bytes per pair (128 MB
    /// for 4,000 players).
    adjacency: Vec<u64>,
    words_per_row: usize,
    mate: Vec<Option<usize>>,
}

impl WitnessMatcher {
    /// A matcher over the edges `compatible(a, b)` (asked with `a < b`).
    #[must_use]
    pub fn new(n: usize, mut compatible: impl FnMut(usize, usize) -> bool) -> WitnessMatcher {
        let words_per_row = n.div_ceil(64);
        let mut adjacency = vec![0u64; n * words_per_row];
        for b in 0..n {
            for a in 0..b {
                if compatible(a, b) {
                    adjacency[a * words_per_row + b / 64] |= 1 << (b % 64);
                    adjacency[b * words_per_row + a / 64] |= 1 << (a % 64);
                }
            }
        }
        WitnessMatcher {
            adjacency,
            words_per_row,
            mate: vec![None; n],
        }
    }

    fn adjacent(&self, a: usize, b: usize) -> bool {
        self.adjacency[a * self.words_per_row + b / 64] & (1 << (b % 64)) != 0
    }

    /// The neighbours of `v` in increasing order.
    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let row = &self.adjacency[v * self.words_per_row..(v + 1) * self.words_per_row];
        row.iter().enumerate().flat_map(|(index, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    index * 64 + bit
                })
            })
        })
    }

    /// Makes `a`–`b` a pair of the witness if it is an edge and both are free (a hint: the
    /// next [`WitnessMatcher::perfect`] starts from it).
    ///
    /// # Panics
    ///
    /// Panics if `a` or `b` is not a vertex.
    pub fn set_pair(&mut self, a: usize, b: usize) {
        if self.mate[a].is_none() && self.mate[b].is_none() && self.adjacent(a, b) {
            self.mate[a] = Some(b);
            self.mate[b] = Some(a);
        }
    }

    /// The witness partner of `v`.
    ///
    /// # Panics
    ///
    /// Panics if `v` is not a vertex.
    #[must_use]
    pub fn mate(&self, v: usize) -> Option<usize> {
        self.mate[v]
    }

    /// Whether every active vertex can be matched to another active vertex over edges that
    /// `allowed` admits (asked with both orders). On success the witness is such a matching.
    ///
    /// # Panics
    ///
    /// Panics if `active` is shorter than the number of vertices.
    pub fn perfect(&mut self, active: &[bool], allowed: &dyn Fn(usize, usize) -> bool) -> bool {
        let n = self.mate.len();
        for v in 0..n {
            // Pairs wholly outside the active set are kept: they are the witness of another
            // question asked of the same graph.
            if let Some(u) = self.mate[v]
                && (active[v] != active[u] || (active[v] && !allowed(v, u)))
            {
                self.mate[v] = None;
                self.mate[u] = None;
            }
        }
        // Cheap first: pair free vertices with free neighbours directly.
        for v in 0..n {
            if active[v] && self.mate[v].is_none() {
                let partner = self
                    .neighbours(v)
                    .find(|&u| active[u] && self.mate[u].is_none() && allowed(v, u));
                if let Some(u) = partner {
                    self.mate[v] = Some(u);
                    self.mate[u] = Some(v);
                }
            }
        }
        for v in 0..n {
            // A vertex without an augmenting path is left exposed by some maximum matching,
            // so no perfect matching exists.
            if active[v] && self.mate[v].is_none() && !self.augment(v, active, allowed) {
                return false;
            }
        }
        true
    }

    /// Edmonds' search for an augmenting path from the free vertex `root`; flips it if found.
    fn augment(
        &mut self,
        root: usize,
        active: &[bool],
        allowed: &dyn Fn(usize, usize) -> bool,
    ) -> bool {
        let n = self.mate.len();
        let mut parent: Vec<Option<usize>> = vec![None; n];
        let mut base: Vec<usize> = (0..n).collect();
        let mut used = vec![false; n];
        let mut queue = std::collections::VecDeque::new();
        used[root] = true;
        queue.push_back(root);
        let mut neighbours = Vec::new();
        while let Some(v) = queue.pop_front() {
            neighbours.clear();
            neighbours.extend(self.neighbours(v));
            for &to in &neighbours {
                if !active[to] || base[v] == base[to] || self.mate[v] == Some(to) || !allowed(v, to)
                {
                    continue;
                }
                let to_is_outer = to == root || self.mate[to].is_some_and(|m| parent[m].is_some());
                if to_is_outer {
                    let current = self.lowest_common_ancestor(&base, &parent, root, v, to);
                    let mut in_blossom = vec![false; n];
                    self.mark_path(&mut base, &mut parent, &mut in_blossom, v, current, to);
                    self.mark_path(&mut base, &mut parent, &mut in_blossom, to, current, v);
                    for i in 0..n {
                        if in_blossom[base[i]] {
                            base[i] = current;
                            if !used[i] {
                                used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if parent[to].is_none() {
                    parent[to] = Some(v);
                    match self.mate[to] {
                        None => {
                            self.flip(&parent, to);
                            return true;
                        }
                        Some(next) => {
                            used[next] = true;
                            queue.push_back(next);
                        }
                    }
                }
            }
        }
        false
    }

    fn lowest_common_ancestor(
        &self,
        base: &[usize],
        parent: &[Option<usize>],
        root: usize,
        a: usize,
        b: usize,
    ) -> usize {
        let mut seen = vec![false; self.mate.len()];
        let mut a = a;
        loop {
            a = base[a];
            seen[a] = true;
            match self.mate[a].and_then(|m| parent[m]) {
                Some(next) if a != root => a = next,
                _ => break,
            }
        }
        let mut b = b;
        loop {
            b = base[b];
            if seen[b] {
                return b;
            }
            match self.mate[b].and_then(|m| parent[m]) {
                Some(next) => b = next,
                None => return b,
            }
        }
    }

    fn mark_path(
        &self,
        base: &mut [usize],
        parent: &mut [Option<usize>],
        in_blossom: &mut [bool],
        mut v: usize,
        current: usize,
        mut child: usize,
    ) {
        while base[v] != current {
            let Some(m) = self.mate[v] else { break };
            in_blossom[base[v]] = true;
            in_blossom[base[m]] = true;
            parent[v] = Some(child);
            child = m;
            match parent[m] {
                Some(next) => v = next,
                None => break,
            }
        }
    }

    fn flip(&mut self, parent: &[Option<usize>], end: usize) {
        let mut v = Some(end);
        while let Some(current) = v {
            let Some(p) = parent[current] else { break };
            let next = self.mate[p];
            self.mate[current] = Some(p);
            self.mate[p] = Some(current);
            v = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::WitnessMatcher;

    /// Brute force: whether the active vertices have a perfect matching over allowed edges.
    fn brute(n: usize, edge: &dyn Fn(usize, usize) -> bool, active: &[bool]) -> bool {
        fn go(free: &mut Vec<usize>, edge: &dyn Fn(usize, usize) -> bool) -> bool {
            let Some(first) = free.pop() else { return true };
            for i in 0..free.len() {
                let other = free[i];
                if edge(first.min(other), first.max(other)) {
                    free.remove(i);
                    let ok = go(free, edge);
                    free.insert(i, other);
                    if ok {
                        free.push(first);
                        return true;
                    }
                }
            }
            free.push(first);
            false
        }
        let mut free: Vec<usize> = (0..n).filter(|v| active[*v]).collect();
        go(&mut free, edge)
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs_and_keeps_a_valid_witness() {
        let mut state = 0x1234_5678_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..400 {
            let n = (next() % 9 + 2) as usize;
            let density = next() % 100;
            let edges: Vec<Vec<bool>> = (0..n)
                .map(|_| (0..n).map(|_| next() % 100 < density).collect())
                .collect();
            let edge = |a: usize, b: usize| edges[a.min(b)][a.max(b)];
            let mut matcher = WitnessMatcher::new(n, edge);
            for _ in 0..4 {
                let active: Vec<bool> = (0..n).map(|_| next() % 5 != 0).collect();
                let found = matcher.perfect(&active, &|a, b| edge(a, b));
                assert_eq!(found, brute(n, &edge, &active));
                if found {
                    for v in (0..n).filter(|v| active[*v]) {
                        let Some(m) = matcher.mate(v) else {
                            panic!("active vertex {v} has no partner in the witness")
                        };
                        assert!(active[m] && edge(v, m) && matcher.mate(m) == Some(v));
                    }
                }
            }
        }
    }
}
