//! Tests of the 2009 edition.
