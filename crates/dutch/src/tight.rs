//! The last step of art. 4.2 (each S1 player, from the top, meets the first S2 player he may)
//! read off one optimum and its duals instead of one re-solve per S1 player.
//!
//! Policy. When the step starts, the bracket's graph holds only edges from S1 to S2, so it is
//! bipartite. If the solver's last optimum left no blossom, its vertex duals `y` certify it
//! alone, and linear-programming duality says which matchings are optimal: exactly those whose
//! every edge is *tight* (`y(u) + y(v) = 2·w(u, v)`) and which pair every vertex of positive
//! dual. So an S1 player `i` may meet `j` in some optimal matching exactly when the edge is
//! tight and the graph without `i` and `j` still has a matching of tight edges pairing every
//! vertex of positive dual. Starting from the current optimum `M` less the pairs of `i`, of `j`
//! and `i`–`j` added, at most two such vertices are left unpaired: `j`'s old mate `k` (in S1)
//! and `i`'s old mate `m` (in S2). By the Mendelsohn–Dulmage theorem a matching pairing both
//! exists when one pairs every positive vertex of S1 and one pairs every positive vertex of S2,
//! and each exists when an alternating path of tight edges leads from `k` (or `m`) to a vertex
//! left free or to a mate of dual zero (the symmetric difference with such a matching holds
//! one). Removing a pair of an optimum keeps the duals optimal for the rest, so the same duals
//! serve every S1 player in turn, and the matching is carried along the paths.
//!
//! The engine asks exactly this question with a re-solve per player (bonuses on his edges, in
//! pairing order of his opponents): the first opponent he meets in some optimum. Tests pair
//! every bracket both ways and require the same pairs, and compare with brute force here.

/// The remainder's S1–S2 graph of tight edges, with the current optimum.
pub(crate) struct TightGraph {
    /// Per vertex, its tight neighbours in pairing order.
    neighbours: Vec<Vec<u32>>,
    /// Whether the vertex has a positive dual, so every optimum pairs it.
    must_pair: Vec<bool>,
    /// The current optimum.
    mate: Vec<Option<u32>>,
    /// Vertices paired already, out of the graph.
    removed: Vec<bool>,
    /// Search marks, one stamp per search.
    seen: Vec<u32>,
    stamp: u32,
    /// The vertices the current search marked, so that a failed search's vertices are found
    /// without reading every mark (a bracket's S1 players try several candidates each).
    seen_now: Vec<u32>,
    /// For each S1 vertex, whether a path from it reaches a target in the current search of
    /// the S1 side (memo across the candidates of one S1 player).
    reaches: Vec<Option<bool>>,
    /// The vertex a search reached this one from.
    came_from: Vec<u32>,
}

impl TightGraph {
    /// A graph of `len` vertices (positions in pairing order) with the tight edges `edges`
    /// (S1 vertex first), the vertices of positive dual and an optimum `mate`.
    pub fn new(
        len: usize,
        edges: impl IntoIterator<Item = (usize, usize)>,
        must_pair: Vec<bool>,
        mate: Vec<Option<usize>>,
    ) -> TightGraph {
        let mut neighbours = vec![Vec::new(); len];
        for (s1, s2) in edges {
            neighbours[s1].push(s2 as u32);
            neighbours[s2].push(s1 as u32);
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        TightGraph {
            neighbours,
            must_pair,
            mate: mate.into_iter().map(|m| m.map(|m| m as u32)).collect(),
            removed: vec![false; len],
            seen: vec![0; len],
            stamp: 0,
            seen_now: Vec::new(),
            reaches: vec![None; len],
            came_from: vec![0; len],
        }
    }

    fn mate(&self, v: u32) -> Option<u32> {
        self.mate[v as usize]
    }

    fn must_pair(&self, v: u32) -> bool {
        self.must_pair[v as usize]
    }

    fn new_search(&mut self) {
        self.stamp += 1;
        self.seen_now.clear();
    }

    /// Marks `v` seen in the current search; false when it was already.
    fn visit(&mut self, v: u32) -> bool {
        let fresh = self.seen[v as usize] != self.stamp;
        if fresh {
            self.seen[v as usize] = self.stamp;
            self.seen_now.push(v);
        }
        fresh
    }

    /// Pairs each S1 vertex of `s1` in turn (pairing order) with the first tight neighbour
    /// some optimum gives it; returns the pairs in that order. A vertex the current optimum
    /// leaves unpaired is skipped. `None` if a path the theorem promises is not found, which
    /// would mean the duals were not optimal.
    pub fn pair_in_order(&mut self, s1: &[usize]) -> Option<Vec<(usize, usize)>> {
        let mut pairs = Vec::with_capacity(s1.len());
        let mut live = self.removed.iter().filter(|&&removed| !removed).count();
        let mut removed_since = 0;
        for &leader in s1 {
            let i = leader as u32;
            if self.removed[leader] {
                continue;
            }
            let Some(m) = self.mate(i) else { continue };
            let j = self.first_opponent(i, m)?;
            self.commit(i, j, m)?;
            pairs.push((leader, j as usize));
            removed_since += 2;
            if removed_since * 4 >= live {
                live -= removed_since;
                removed_since = 0;
                self.drop_removed();
            }
        }
        Some(pairs)
    }

    /// Takes the removed vertices out of every list of neighbours, keeping their order: every
    /// search skips them, and late in a large bracket they would be most of what it reads.
    /// Called each time a quarter of the vertices left have gone, so the lists are rewritten a
    /// logarithmic number of times.
    fn drop_removed(&mut self) {
        let removed = &self.removed;
        for (vertex, list) in self.neighbours.iter_mut().enumerate() {
            if removed[vertex] {
                list.clear();
            } else {
                list.retain(|&other| !removed[other as usize]);
            }
        }
    }

    /// The first tight neighbour of `i` that some optimum pairs with `i` (`m` is his mate in
    /// the current one, so there is one).
    fn first_opponent(&mut self, i: u32, m: u32) -> Option<u32> {
        self.reaches.iter_mut().for_each(|r| *r = None);
        let mut side_of_m = S2Search::new(self, i, m);
        let candidates = self.neighbours[i as usize].clone();
        for j in candidates {
            if self.removed[j as usize] {
                continue;
            }
            if j == m {
                return Some(m);
            }
            let k = self.mate(j);
            let s1_side = match k {
                Some(k) if self.must_pair(k) => self.s1_reaches_target(k, j, m),
                _ => true,
            };
            if s1_side && side_of_m.reaches(self, k) {
                return Some(j);
            }
        }
        debug_assert!(false, "the current mate is a tight neighbour");
        None
    }

    /// Whether an alternating path of tight edges leads from the S1 vertex `k` (left unpaired
    /// when `j` is taken from it) to an S2 vertex free in the matching without `i` and `j`,
    /// or to one whose mate has dual zero. Memoised per S1 vertex for one `i`: a path from `k`
    /// never passes through `j` (whose mate is `k`), so the answer does not depend on `j`.
    fn s1_reaches_target(&mut self, k: u32, j: u32, m: u32) -> bool {
        if let Some(known) = self.reaches[k as usize] {
            return known;
        }
        self.new_search();
        let found = self.search_from_s1(k, Some(Taken { j, m })).is_some();
        // Everything this search saw without finding a target reaches none either.
        if !found {
            for &v in &self.seen_now {
                let known = &mut self.reaches[v as usize];
                if known.is_none() {
                    *known = Some(false);
                }
            }
        }
        self.reaches[k as usize] = Some(found);
        found
    }

    /// Breadth-first search from the S1 vertex `start` along non-matching tight edges to S2
    /// and matching edges back to S1, to an S2 vertex that is free or whose mate has dual
    /// zero; with `taken`, as if its `j` were out of the graph and its `m` free. Returns the
    /// target, with `came_from` leading back to `start`.
    fn search_from_s1(&mut self, start: u32, taken: Option<Taken>) -> Option<u32> {
        let mut queue = std::collections::VecDeque::from([start]);
        self.visit(start);
        while let Some(a) = queue.pop_front() {
            for index in 0..self.neighbours[a as usize].len() {
                let s = self.neighbours[a as usize][index];
                if taken.is_some_and(|taken| taken.j == s)
                    || self.removed[s as usize]
                    || self.mate(a) == Some(s)
                {
                    continue;
                }
                if !self.visit(s) {
                    continue;
                }
                self.came_from[s as usize] = a;
                let next = if taken.is_some_and(|taken| taken.m == s) {
                    None
                } else {
                    self.mate(s)
                };
                match next {
                    None => return Some(s),
                    Some(b) if !self.must_pair(b) => return Some(s),
                    Some(b) => {
                        if self.reaches[b as usize] == Some(false) || !self.visit(b) {
                            continue;
                        }
                        self.came_from[b as usize] = s;
                        queue.push_back(b);
                    }
                }
            }
        }
        None
    }

    /// Breadth-first search from the S2 vertex `start` along non-matching tight edges to S1
    /// and matching edges back to S2, to an S1 vertex that is free or whose mate has dual
    /// zero. Returns it, with `came_from` leading back to `start`.
    fn search_from_s2(&mut self, start: u32) -> Option<u32> {
        self.new_search();
        let mut queue = std::collections::VecDeque::from([start]);
        self.visit(start);
        while let Some(s) = queue.pop_front() {
            for index in 0..self.neighbours[s as usize].len() {
                let a = self.neighbours[s as usize][index];
                if self.removed[a as usize] || self.mate(s) == Some(a) || !self.visit(a) {
                    continue;
                }
                self.came_from[a as usize] = s;
                match self.mate(a) {
                    None => return Some(a),
                    Some(t) if !self.must_pair(t) => return Some(a),
                    Some(t) => {
                        if self.visit(t) {
                            self.came_from[t as usize] = a;
                            queue.push_back(t);
                        }
                    }
                }
            }
        }
        None
    }

    /// Takes `i`–`j` out of the graph and repairs the optimum: `j`'s old mate and `i`'s old
    /// mate `m` are paired again along alternating paths when their duals require it.
    fn commit(&mut self, i: u32, j: u32, m: u32) -> Option<()> {
        self.removed[i as usize] = true;
        self.removed[j as usize] = true;
        if j == m {
            return Some(());
        }
        let k = self.mate(j);
        self.mate[m as usize] = None;
        self.mate[i as usize] = Some(j);
        self.mate[j as usize] = Some(i);
        if let Some(k) = k {
            self.mate[k as usize] = None;
            if self.must_pair(k) {
                self.new_search();
                let target = self.search_from_s1(k, None)?;
                self.augment_from_s1(k, target);
            }
        }
        if self.must_pair(m) && self.mate(m).is_none() {
            let target = self.search_from_s2(m)?;
            self.augment_from_s2(m, target);
        }
        Some(())
    }

    /// Flips the path found by [`TightGraph::search_from_s1`] from `start` to `target`.
    fn augment_from_s1(&mut self, start: u32, target: u32) {
        if let Some(old) = self.mate(target) {
            self.mate[old as usize] = None;
        }
        let mut s = target;
        loop {
            let a = self.came_from[s as usize];
            let previous = self.mate(a);
            self.mate[a as usize] = Some(s);
            self.mate[s as usize] = Some(a);
            if a == start {
                break;
            }
            let Some(previous) = previous else { break };
            s = previous;
        }
    }

    /// Flips the path found by [`TightGraph::search_from_s2`] from `start` to `target`.
    fn augment_from_s2(&mut self, start: u32, target: u32) {
        if let Some(old) = self.mate(target) {
            self.mate[old as usize] = None;
        }
        let mut a = target;
        loop {
            let s = self.came_from[a as usize];
            let previous = self.mate(s);
            self.mate[a as usize] = Some(s);
            self.mate[s as usize] = Some(a);
            if s == start {
                break;
            }
            let Some(previous) = previous else { break };
            a = previous;
        }
    }
}

/// The pair taken in a search of the S1 side: `j` is out of the graph and `i`'s old mate `m`
/// is free.
#[derive(Copy, Clone)]
struct Taken {
    j: u32,
    m: u32,
}

/// The search from `i`'s mate `m` for one S1 player `i`, extended only as far as the
/// candidates examined need: `m` can be paired again when it reaches an S1 vertex that is
/// free or whose mate has dual zero (for every candidate), or the old mate `k` of the
/// candidate (free once the candidate is taken from him).
struct S2Search {
    i: u32,
    done: bool,
    /// Whether a target valid for every candidate was reached.
    reached_target: bool,
    /// S2 vertices still to expand.
    queue: std::collections::VecDeque<u32>,
    /// S1 vertices reached.
    reached: Vec<bool>,
}

impl S2Search {
    fn new(graph: &TightGraph, i: u32, m: u32) -> S2Search {
        let done = !graph.must_pair(m);
        S2Search {
            i,
            done,
            reached_target: done,
            queue: std::collections::VecDeque::from([m]),
            reached: vec![false; graph.neighbours.len()],
        }
    }

    /// Whether `m` can be paired again when the candidate whose mate is `k` is taken.
    fn reaches(&mut self, graph: &TightGraph, k: Option<u32>) -> bool {
        loop {
            if self.reached_target || k.is_some_and(|k| self.reached[k as usize]) {
                return true;
            }
            if self.done {
                return false;
            }
            let Some(s) = self.queue.pop_front() else {
                self.done = true;
                continue;
            };
            for &a in &graph.neighbours[s as usize] {
                if a == self.i
                    || graph.removed[a as usize]
                    || graph.mate(s) == Some(a)
                    || self.reached[a as usize]
                {
                    continue;
                }
                self.reached[a as usize] = true;
                match graph.mate(a) {
                    None => self.reached_target = true,
                    Some(t) if !graph.must_pair(t) => self.reached_target = true,
                    Some(t) => self.queue.push_back(t),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
