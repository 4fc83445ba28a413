//! The serialised shape of the result types, which the CLI's JSON output is built from.

use rondo_schedule::{CycleSwap, belgrade_groups, double_round_robin, knockout, scheveningen};

#[test]
fn result_types_serialise_to_plain_json() {
    insta::assert_json_snapshot!(
        "double_round_robin_3",
        double_round_robin(3, CycleSwap::FirstCycle).unwrap()
    );
    insta::assert_json_snapshot!("scheveningen_2", scheveningen(2).unwrap());
    insta::assert_json_snapshot!("belgrade_5_2", belgrade_groups(5, 2).unwrap());
    insta::assert_json_snapshot!("knockout_5", knockout(5).unwrap());
}
