use abstrakta_engine::thud::{Eval, Position, Rules};
use abstrakta_engine::{search, Clock, Game, Limits, Notation};
struct C;
impl Clock for C {
    fn now_ms(&self) -> f64 {
        0.0
    }
}
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut pos = Position::new(&Rules::default());
    for t in args[1].split_whitespace() {
        let m = pos.parse_move(t).unwrap();
        pos.play_unchecked(m);
    }
    let e = Eval::default();
    println!("{}", pos.to_text());
    for d in 1..=2u8 {
        let r = search(&pos, &e, &Limits::depth(d), &C, 1);
        println!(
            "depth {d}: {} nodes {} pv {:?}",
            r.score,
            r.nodes,
            r.pv.iter().map(|&m| pos.move_to_text(m)).collect::<Vec<_>>()
        );
    }
    let mut l = Limits::depth(16);
    l.max_nodes = args.get(2).map_or(150_000, |s| s.parse().unwrap());
    let r = search(&pos, &e, &l, &C, 1);
    println!(
        "budget: d{} {} nodes {} pv {:?}",
        r.depth,
        r.score,
        r.nodes,
        r.pv.iter().map(|&m| pos.move_to_text(m)).collect::<Vec<_>>()
    );
}
