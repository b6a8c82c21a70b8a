//! Worked examples on the rules pages: a position and a few moves, each step
//! told in a sentence, stepped through on a small board with the next move drawn
//! as an arrow. Written once for every game; each game's rules page lists its
//! own [`ExampleData`] (a type of `game.rs`, with the rest of what a game gives).

use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::use_lang;
use super::game::{arrow_cells, drawn_after_ply, UiGame};
use super::later::Later;
use super::panel::{nav_button, Nav, NoticeBar};
use super::viewer::replay;
use crate::i18n::Text;
use crate::state::{MatchState, PlayParams, Route};

pub use super::game::ExampleData;

/// `example` replayed: its positions and moves, and a notice if its data does
/// not read (the rules pages' tests make sure that it does).
pub fn replay_example<G: UiGame>(example: &ExampleData) -> MatchState<G> {
    replay::<G>(&example.params())
}

/// Props of [`Example`].
#[derive(Debug, Properties, PartialEq)]
pub struct ExampleProps {
    /// The example.
    pub example: &'static ExampleData,
}

/// A worked example of game `G`: a small board, the sentence for the step shown,
/// and buttons to step through it. Drawn a task after the page, each example in
/// a task of its own and its board a task after it ([`Later`]): a rules page is
/// not one long task.
#[component]
pub fn Example<G: UiGame>(props: &ExampleProps) -> Html {
    html! { <Later><ExampleBody<G> example={props.example} /></Later> }
}

/// What [`Example`] draws.
#[component]
fn ExampleBody<G: UiGame>(props: &ExampleProps) -> Html {
    let lang = use_lang();
    let example = props.example;
    let state = use_memo((), move |_| replay_example::<G>(example));
    let n = example.end().min(state.plies.len());
    let from = example.from.min(n);
    let shown = use_state(|| from);
    let k = (*shown).clamp(from, n);
    let go = |to: usize| {
        let shown = shown.clone();
        Callback::from(move |_| shown.set(to))
    };
    // The move about to be played, as an arrow along its way.
    let arrows = (k < n)
        .then(|| state.plies[k].mv)
        .and_then(|m| arrow_cells(state.plies.position(k), m))
        .into_iter()
        .collect();
    let board = G::board(BoardProps {
        drawable: Drawable {
            arrows,
            ..drawn_after_ply(&state.plies, k)
        },
        ..BoardProps::still(state.plies.position(k).clone(), true)
    });
    let played = (k > from).then(|| state.plies[k - 1].notation.clone());
    // The position shown, on the play page, for the reader to try.
    let play_link = Route::Play(
        G::KIND,
        PlayParams {
            moves: Some(state.plies.iter().take(k).map(|p| p.notation.clone()).collect()),
            ..example.params()
        },
    )
    .to_hash();
    let caption = example.captions.get(k - from).map_or("", |text| lang.t(text));
    let button = |nav: Nav, target: usize, enabled: bool| nav_button(lang, nav, go(target), enabled);
    html! {
        <figure class="example" data-game={G::KIND.id()} data-testid="example">
            <div class="example-board"><Later>{ board }</Later></div>
            <figcaption>
                <p class="example-title">{ lang.t(Text::ExampleTitle) }</p>
                <p class="example-step" aria-live="polite">
                    if let Some(played) = played { <strong class="notation">{ played }</strong>{ " " } }
                    { caption }
                </p>
                <p class="row nav-buttons">
                    { button(Nav::First, from, k > from) }
                    { button(Nav::Prev, k.saturating_sub(1).max(from), k > from) }
                    { button(Nav::Next, (k + 1).min(n), k < n) }
                    <span class="example-count">{ format!("{} / {}", k - from, n - from) }</span>
                </p>
                <p class="example-play"><a href={play_link}>{ lang.t(Text::PlayFromHere) }</a></p>
                <NoticeBar<G> notice={state.session.notice.clone()} on_dismiss={Callback::noop()} />
            </figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::topquark::{IllegalMoveError, MoveTextError};
    use abstrakta_engine::{bilitaire, brandubh, thud, topquark, Game, Notation, Outcome, Side};

    use super::*;
    use crate::components::{bilitaire as bi, brandubh as br, thud as th, topquark as tq};

    /// Every example of `G` reads, and has a sentence for its start and each move.
    fn replayed<G: UiGame>(examples: &[ExampleData]) -> Vec<MatchState<G>> {
        examples
            .iter()
            .enumerate()
            .map(|(i, example)| {
                let state = replay_example::<G>(example);
                let what = format!("{} example {i}", G::KIND.id());
                assert_eq!(state.session.notice, None, "{what}");
                let n = example.moves.split_whitespace().count();
                assert_eq!(state.plies.len(), n, "{what}");
                assert!(example.from < example.end() && example.end() <= n, "{what}");
                state
            })
            .collect()
    }

    /// How many pieces each move of `example` removes, as it is shown.
    fn captures<G: UiGame>(state: &MatchState<G>, example: &ExampleData) -> Vec<usize> {
        (example.from..example.end())
            .map(|i| G::removed(state.plies.position(i), state.plies[i].mv).len())
            .collect()
    }

    #[test]
    fn every_example_reads_and_shows_what_its_sentences_say() {
        let b = replayed::<brandubh::Position>(&br::rules::EXAMPLES);
        // A capture, then the king safe between the same two attackers.
        assert_eq!(captures(&b[0], &br::rules::EXAMPLES[0]), [1, 0]);
        assert_eq!(b[0].plies.position(2).outcome(), None);
        // The empty throne captures; the king is taken against a corner.
        assert_eq!(captures(&b[1], &br::rules::EXAMPLES[1]), [1, 0, 0, 1]);
        assert_eq!(b[1].plies.position(4).outcome(), Some(Outcome::Win(Side::First)));
        // The king escapes.
        assert_eq!(b[2].plies.position(2).outcome(), Some(Outcome::Win(Side::Second)));
        // The third repetition ends the game, won by default by the side that
        // made it, the defenders; not the second.
        assert_eq!(b[3].plies.position(4).outcome(), None);
        assert_eq!(b[3].plies.position(4).to_text(), b[3].plies.position(0).to_text());
        assert_eq!(b[3].plies.position(7).outcome(), None);
        assert_eq!(b[3].plies.position(8).outcome(), Some(Outcome::Win(Side::Second)));

        let t = replayed::<thud::Position>(&th::rules::EXAMPLES);
        assert_eq!(captures(&t[0], &th::rules::EXAMPLES[0]), [2]);
        assert_eq!(captures(&t[1], &th::rules::EXAMPLES[1]), [1, 1]);
        // Ended by agreement, the trolls ahead by 8 points to 3.
        let end = t[2].plies.position(2);
        assert_eq!(end.outcome(), Some(Outcome::Win(Side::Second)));
        assert_eq!(end.points(), (3, 8));

        let examples = &bi::rules::EXAMPLES;
        let s = replayed::<bilitaire::Position>(examples);
        assert_eq!(captures(&s[0], &examples[0]), [1, 0, 1]);
        // The announced two are taken in one chain.
        assert_eq!(captures(&s[1], &examples[1]), [0, 2]);
        // An empty tile removed with an announcement, a chain of two, then the
        // last tile that could be jumped on removed: the round is over.
        assert_eq!(captures(&s[2], &examples[2]), [0, 2, 0]);
        assert!(s[2].plies.position(examples[2].end()).outcome().is_some());

        let q = replayed::<topquark::Position>(&tq::rules::EXAMPLES);
        assert_eq!(captures(&q[0], &tq::rules::EXAMPLES[0]), [0, 0, 0, 0, 0, 0, 1]);
        // Three copies in a row; the fourth, the image of White's capture, is
        // refused, and Black takes back otherwise.
        assert_eq!(captures(&q[1], &tq::rules::EXAMPLES[1]), [0, 0, 0, 0, 0, 0, 1, 1]);
        let before = q[1].plies.position(7);
        assert!(matches!(
            before.parse_move("c5-a3x"),
            Err(MoveTextError::Illegal(IllegalMoveError::Copy { allowed: 3, .. }))
        ));
        assert_eq!(before.move_to_text(q[1].plies[7].mv), "i7-k5x");
    }
}
