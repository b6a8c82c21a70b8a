//! The play page, written once for every game, composed of its parts: the
//! board with its gestures, the status, the match summary, the controls and
//! the coach, the move list, save and share, and the saved games; the match is
//! kept in step with the address and storage (`persistence.rs`), and its
//! requests go to the computer player through one hook (`use_worker`). A game's
//! folder holds only its board, its status details and options.

mod archive;
mod by_link;
mod coach;
mod controls;
mod persistence;
mod props;
mod share;
mod status;
mod summary;
mod texts;
mod threats;

use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::use_lang;
use super::game::{drawn_after_ply, UiGame};
use super::input::use_move_input;
use super::later::Later;
use super::panel::{use_review_keys, MoveList, NoticeBar, ReviewBar};
use super::worker::use_worker;
use crate::agent::{AiWorker, WORKER_LOADER};
use crate::i18n::{Msg, Text};
use crate::state::{Action, PlayParams, Player, Route};
use abstrakta_engine::Level;
use archive::{use_archive, SavedGames};
use by_link::ByLinkBox;
use coach::{hint_arrows, hint_for, mistake_marks, Mistakes};
use controls::{Controls, NewGameBox};
use persistence::{initial_state, use_persistence};
use share::ShareBox;
use status::Status;
use summary::MatchSummary;
use texts::{PlayMsg, PlayText};
use threats::threat_view;

pub use persistence::first_visit;
pub use share::page_base;

/// Props of [`PlayPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct PlayPageProps {
    /// A game to load from the address.
    #[prop_or_default]
    pub params: PlayParams,
}

/// The play page of game `G`.
#[component]
pub fn PlayPage<G: UiGame>(props: &PlayPageProps) -> Html {
    let lang = use_lang();
    let state = {
        let params = props.params.clone();
        use_reducer(move || initial_state::<G>(&params))
    };
    let runner = use_context::<AiWorker>().unwrap_or_else(|| AiWorker::new(WORKER_LOADER));
    use_persistence(&state, &props.params);
    let archive = use_archive(&state);
    // The computer player: every request the reducer posts.
    use_worker(&state, runner);

    let n = state.plies.len();
    // Reviewing: the number of moves shown, `None` for the current position.
    let review = use_state(|| None::<usize>);
    {
        let review = review.clone();
        // A move that arrives while the player reviews leaves the view where it is.
        use_effect_with(n, move |&n| {
            if review.is_some_and(|k| k >= n) {
                review.set(None);
            }
        });
    }
    let shown = review.map_or(n, |k| k.min(n));
    let select = {
        let review = review.clone();
        Callback::from(move |k: usize| review.set(if k >= n { None } else { Some(k) }))
    };
    use_review_keys(shown, n, select.clone());
    // The board shows the position after `shown` moves; at the end of a round that
    // is over, the next round's start once play has gone on.
    let pos = state.shown(shown).clone();
    let after = if shown < n || state.plies.position(n).round_info() == state.position().round_info() {
        drawn_after_ply(&state.plies, shown)
    } else {
        Drawable::default()
    };
    // The whole game on the analysis board, the position shown selected: a move
    // played there from an earlier position starts a variation.
    let analyse_link = Route::Analysis(
        G::KIND,
        PlayParams {
            at: (shown < n).then_some(shown),
            ..state.params(n)
        },
    )
    .to_hash();
    let live = state.human_to_move() && shown == n;
    let on_move = state.dispatcher().to_callback().reform(Action::Play);
    let input = use_move_input::<G>(lang, &pos, live, n, on_move);
    let flipped = use_state(|| false);
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |()| flipped.set(!*flipped))
    };
    let arrows = hint_for(&state, shown).map_or_else(Vec::new, |(h, m)| hint_arrows(&pos, h, m));
    // The "show threats" aid: on by default against the computer at `easy`,
    // a switch for everyone; shown to the person to move.
    let threats_choice = use_state(|| None::<bool>);
    let easy = [state.players.a, state.players.b].contains(&Player::Computer(Level::Easy));
    let show_threats = threats_choice.unwrap_or(easy);
    // Found once a position, not on every redraw (a gesture redraws the page).
    let threats = use_memo((pos.clone(), lang, show_threats && live), |(pos, lang, on)| {
        on.then(|| threat_view(*lang, pos)).flatten()
    });
    let on_threats = {
        let threats_choice = threats_choice.clone();
        Callback::from(move |on: bool| threats_choice.set(Some(on)))
    };
    let board = G::board(input.board(BoardProps {
        drawable: Drawable {
            arrows,
            threats: threats.as_ref().as_ref().map(|t| t.arrows.clone()).unwrap_or_default(),
            threatened: threats.as_ref().as_ref().map(|t| t.cells.clone()).unwrap_or_default(),
            ..after
        },
        flipped: *flipped,
        ..BoardProps::still(pos.clone(), true)
    }));
    let dismiss = state.dispatcher().to_callback().reform(|_| Action::Dismiss);

    html! {
        <section class="page play" data-game={G::KIND.id()}>
            // Drawn in steps, each a task of its own (`Later`): the frame, then the
            // board, its legend, the status, then the panel, then the lower panels one
            // by one (a new game's box; the moves; sharing; saved games).
            <div class="board-wrap"><Later>{ board }</Later><Later>{ G::board_legend() }</Later></div>
            <aside class="panel">
                <h1>{ G::name(lang) }</h1>
                <Later><Status<G> state={state.clone()} shown={shown} /></Later>
                <Later>
                <MatchSummary<G> state={state.clone()} shown={shown} on_select={select.clone()} />
                <NoticeBar<G> notice={state.session.notice.clone()} on_dismiss={dismiss} />
                { input.boxes.clone() }
                <Controls<G> state={state.clone()} shown={shown} live={live} on_flip={flip}
                    show_threats={show_threats} on_threats={on_threats} />
                if let Some(threats) = &*threats {
                    <p class="threats-note" data-testid="threats">{
                        if threats.words.is_empty() {
                            lang.t(PlayText::NoThreats).to_string()
                        } else {
                            lang.say(PlayMsg::Threats { list: &threats.words.join(", ") })
                        }
                    }</p>
                }
                <ByLinkBox<G> state={state.clone()} />
                </Later>
                <Later><NewGameBox<G> state={state.clone()} /></Later>
                <Later>
                <h2>{ lang.t(Text::Moves) }</h2>
                <ReviewBar shown={shown} total={n} on_select={select.clone()} />
                <MoveList moves={state.plies.notation()} shown={shown} round_starts={state.round_starts()}
                    round_word={AttrValue::from(G::round_word(lang))} on_select={select.clone()}
                    marks={mistake_marks(lang, &state)} />
                <Mistakes<G> state={state.clone()} on_select={select} />
                </Later>
                <Later><ShareBox<G> state={state.clone()} /></Later>
                <Later>
                <SavedGames<G> archive={archive} state={state.clone()} />
                <p class="row">
                    <a href={analyse_link} data-testid="analyse">{ lang.t(Text::AnalyseHere) }</a>
                    <a href={Route::Rules(G::KIND).to_hash()}>{ lang.say(Msg::RulesOf { game: &G::name(lang) }) }</a>
                </p>
                </Later>
            </aside>
        </section>
    }
}
