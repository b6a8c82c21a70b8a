//! The Top Quark board: the arrow maze (drop-shaped hollows pointing the way,
//! strategic ones pointed at both ends), the balls, the two gutters of captured
//! balls and the round-counter track, with the shared [`BoardSvg`].

use abstrakta_engine::topquark::{exit_letters, Hollow, Position, BLACK, EAST, NORTH, SOUTH, WEST, WHITE};
use abstrakta_engine::Side;
use yew::prelude::*;

use crate::components::board::{cell_texts, Markup, Svg};

use super::texts::{GameMsg, GameText};
use crate::components::board::{BoardProps, BoardSvg, Cell, Grid, PieceView};
use crate::components::context::use_lang;
use crate::components::later::Later;
use crate::i18n::capitalize;

/// The board's grid (its cells, and how its files are named).
const GRID: Grid = Grid::new(11, 7, "abcdefghijk");

/// The board cell of a hollow.
pub fn cell(h: Hollow) -> Cell {
    Cell::from(h.index())
}

/// A drop pointing up (north), centred on the origin.
const DROP: &str = "M0 -42 C 14 -22 30 -6 30 10 A30 30 0 0 1 -30 10 C -30 -6 -14 -22 0 -42 Z";
/// A strategic hollow pointed at both ends, along the vertical.
const LENS: &str = "M0 -44 C 26 -18 26 18 0 44 C -26 18 -26 -18 0 -44 Z";

fn rotation(exits: u8, flipped: bool) -> i32 {
    let base = match exits {
        NORTH => 0,
        EAST => 90,
        SOUTH => 180,
        WEST => 270,
        x if x == EAST | WEST => 90,
        _ => 0,
    };
    if flipped {
        (base + 180) % 360
    } else {
        base
    }
}

fn ball_shape() -> Html {
    html! { <><circle class="body" r="27" /><circle class="shine" cx="-9" cy="-10" r="7" /></> }
}

/// The play page's legend of the two kinds of hollow: which way a step leaves.
#[component]
pub fn TopQuarkLegend() -> Html {
    let lang = use_lang();
    let item = |strategic: bool, text: GameText| {
        html! {
            <li>
                <svg class="legend-icon" viewBox="-50 -50 100 100" aria-hidden="true">
                    <rect class="frame-bg" x="-50" y="-50" width="100" height="100" rx="14" />
                    <g class={classes!("hollow", strategic.then_some("strategic"))}>
                        <path d={if strategic { LENS } else { DROP }} />
                    </g>
                </svg>
                <span>{ lang.t(text) }</span>
            </li>
        }
    };
    html! {
        <ul class="tq-legend" data-testid="board-legend">
            { item(false, GameText::TqLegendDrop) }
            { item(true, GameText::TqLegendStrategic) }
        </ul>
    }
}

/// The Top Quark board with its gutters and counter.
#[component]
pub fn TopQuarkBoard(props: &BoardProps<Position>) -> Html {
    let lang = use_lang();
    let grid = GRID.seen(props.flipped, props.coordinates);
    let pos = &props.position;
    // The still picture, as one piece of markup (board::markup).
    let mut cells = Markup::default();
    cells
        .background(grid.size(), "frame-bg", 14)
        .open("g", &[("class", &"hollows")]);
    for h in Hollow::all() {
        let (cx, cy) = grid.center(h.file(), h.rank());
        cells.open(
            "g",
            &[
                ("class", &if h.strategic() { "hollow strategic" } else { "hollow" }),
                ("data-hollow", &h),
                (
                    "transform",
                    &format_args!(
                        "translate({} {}) rotate({})",
                        Svg(cx),
                        Svg(cy),
                        rotation(h.exits(), grid.flipped)
                    ),
                ),
            ],
        );
        // A thumbnail (no coordinates) names no hollow: it is drawn quicker.
        if grid.margin {
            let title = lang.say(GameMsg::TqHollow {
                hollow: &h,
                exits: &exit_letters(h),
            });
            cells.open("title", &[]).text(&title).close("title");
        }
        let shape = if h.strategic() { LENS } else { DROP };
        cells.empty("path", &[("d", &shape)]).close("g");
    }
    cells.close("g");
    let cells = cells.into_html();
    let hollow = |c: Cell| u8::try_from(c).ok().and_then(Hollow::from_index);
    let names = cell_texts(77, |c| hollow(c).map(|h| h.to_string()));
    let notes = cell_texts(77, |c| {
        let h = hollow(c)?;
        let exits = lang.say(GameMsg::TqExits {
            exits: &exit_letters(h),
        });
        Some(if h.strategic() {
            format!("{}, {exits}", lang.t(GameText::TqStrategic))
        } else {
            exits
        })
    });
    let side_word = |s: Side| lang.t(super::texts::WORDS.sides[usize::from(s != WHITE)]);
    let pieces: Vec<PieceView> = Hollow::all()
        .filter_map(|h| {
            let side = pos.ball_at(h)?;
            let kind = if side == WHITE { "white" } else { "black" };
            Some(PieceView {
                cell: cell(h),
                kind,
                title: format!(
                    "{} {h}",
                    capitalize(&lang.say(GameMsg::TqBall { side: &side_word(side) }))
                ),
                shape: ball_shape(),
            })
        })
        .collect();
    // Each gutter holds the balls its side has taken (the other colour).
    let gutter = |side: Side| {
        let taken = pos.captured(side);
        let kind = if side == WHITE { "black" } else { "white" };
        html! {
            <div class={classes!("gutter", if side == WHITE { "white-gutter" } else { "black-gutter" })}
                data-testid={if side == WHITE { "gutter-white" } else { "gutter-black" }} data-taken={taken.to_string()}
                title={lang.say(GameMsg::TqGutter { side: &capitalize(side_word(side)), taken: &taken })}>
                <span class="gutter-label">{ lang.say(GameMsg::TqGutter { side: &capitalize(side_word(side)), taken: &taken }) }</span>
                <svg viewBox="0 0 420 60" preserveAspectRatio="xMinYMid meet" class="gutter-balls" aria-hidden="true">
                    { for (0..taken).map(|i| html! {
                        <g class={classes!("piece", kind)} transform={format!("translate({} 30)", 30 + 60 * u32::from(i))}>{ ball_shape() }</g>
                    }) }
                </svg>
            </div>
        }
    };
    let (top, bottom) = if grid.flipped { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let counter = pos.counter();
    html! {
        <div class="tq-board">
            { gutter(top) }
            // The picture a task after its gutters and counter: on a slow phone
            // the first drawing of a board is a long task when done in one.
            <Later>
            <BoardSvg grid={grid} game="topquark" label={lang.t(GameText::TqBoardLabel)} cells={cells} names={names}
                pieces={pieces} notes={notes} movable={props.movable.clone()} events={props.events.clone()} drawable={props.drawable.clone()} />
            </Later>
            { gutter(bottom) }
            <ol class="counter-track" aria-label={lang.t(GameText::TqCounter)} data-testid="counter" data-count={counter.to_string()}>
                { for (1..=6u8).map(|k| html! {
                    <li class={classes!((k == counter).then_some("current"))} aria-current={(k == counter).then_some("step")}>{ k }</li>
                }) }
            </ol>
        </div>
    }
}
