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
use super::game::{drawn_after_ply, shown_board, UiGame};
use super::input::use_move_input;
use super::later::Later;
use super::panel::{use_review_keys, use_tree_keys, MoveList, MoveTreeView, NoticeBar, ReviewBar, TreeBar};
use super::worker::use_worker;
use crate::agent::{AiWorker, WORKER_LOADER};
use crate::i18n::{Msg, Text};
use crate::state::{node_after, Action, PlayParams, Player, Route, TreeStep};
use abstrakta_engine::study::MoveTree;
use abstrakta_engine::Level;
use archive::{use_archive, SavedGames};
use by_link::ByLinkBox;
use coach::{hint_arrows, hint_for, mistake_marks, tree_marks, Mistakes};
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
    let dispatch = state.dispatcher();
    // Once a move is played at an earlier point, the game has variations: the
    // tree's move shown is where the page is, on the game's moves or beside them.
    let lines = state.session.side_lines.as_ref();
    let main = lines.map(|l| l.explored().tree().main_line());
    let in_variation = lines.is_some_and(|l| l.game_moves_shown().is_none());
    // Reviewing a game without variations: the number of moves shown, `None`
    // for the current position.
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
    // The game's moves shown (all of them in a variation: the game's panels
    // speak of the game as it stands).
    let shown = match lines {
        Some(l) => l.game_moves_shown().unwrap_or(n).min(n),
        None => review.map_or(n, |k| k.min(n)),
    };
    let select = {
        let (review, dispatch, main) = (review.clone(), dispatch.clone(), main.clone());
        Callback::from(move |k: usize| match &main {
            Some(main) => dispatch.dispatch(Action::Tree(TreeStep::Go(node_after(main, k)))),
            None => review.set(if k >= n { None } else { Some(k) }),
        })
    };
    let step = dispatch.to_callback().reform(Action::Tree);
    use_review_keys(lines.is_none(), shown, n, select.clone());
    use_tree_keys(lines.is_some(), step.clone());
    // The board shows the position after `shown` moves; at the end of a round that
    // is over, the next round's start once play has gone on. In a variation, its
    // position and move.
    let (pos, after) = match lines.filter(|_| in_variation) {
        Some(l) => shown_board(l.explored()),
        None => {
            let after = if shown < n || state.plies.position(n).round_info() == state.position().round_info() {
                drawn_after_ply(&state.plies, shown)
            } else {
                Drawable::default()
            };
            (state.shown(shown).clone(), after)
        }
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
    // With variations, the analysis board gets them too, each as a line of
    // moves from the start (written when asked, not on every redraw).
    let analyse_tree = {
        let (state, at) = (state.clone(), (shown < n).then_some(shown));
        Callback::from(move |e: MouseEvent| {
            let Some(lines) = state
                .session
                .side_lines
                .as_ref()
                .filter(|l| l.explored().tree().variations() > 0)
            else {
                return;
            };
            e.prevent_default();
            let hash = Route::Analysis(
                G::KIND,
                PlayParams {
                    lines: lines.variation_lines(),
                    at,
                    ..state.params(state.plies.len())
                },
            )
            .to_hash();
            if let Some(window) = web_sys::window() {
                let _ = window.location().set_hash(&hash);
            }
        })
    };
    let live = state.human_to_move() && shown == n && !in_variation;
    // A move on an earlier position, or in a variation, goes beside the game.
    let beside = in_variation || shown < n;
    let on_move = match (in_variation, shown < n) {
        (true, _) => dispatch.to_callback().reform(|m| Action::Explore(None, m)),
        (false, true) => dispatch.to_callback().reform(move |m| Action::Explore(Some(shown), m)),
        (false, false) => dispatch.to_callback().reform(Action::Play),
    };
    let movable = live || (beside && pos.outcome().is_none());
    // A gesture in progress is dropped when the game or the move shown changes.
    let moment = lines
        .map_or(shown, |l| l.explored().current().index())
        .wrapping_mul(1 << 16)
        ^ n;
    let input = use_move_input::<G>(lang, &pos, movable, moment, on_move);
    let flipped = use_state(|| false);
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |()| flipped.set(!*flipped))
    };
    let arrows = hint_for(&state, shown)
        .filter(|_| !in_variation)
        .map_or_else(Vec::new, |(h, m)| hint_arrows(&pos, h, m));
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
                if let Some(lines) = lines {
                    <TreeBar on_step={step.clone()} at_start={lines.explored().current() == MoveTree::ROOT}
                        at_end={lines.explored().tree().node(lines.explored().current()).is_none_or(|node| node.children.is_empty())}
                        {in_variation} shown={shown} total={n} on_present={select.reform(move |_| n)}
                        on_delete={dispatch.to_callback().reform(|_| Action::DeleteVariation)} />
                    <MoveTreeView tree={lines.explored().tree().clone()} current={lines.explored().current()}
                        on_step={step.clone()} marks={tree_marks::<G>(&state, main.as_deref().unwrap_or_default())} />
                } else {
                    <ReviewBar shown={shown} total={n} on_select={select.clone()} varies=true />
                    <MoveList moves={state.plies.notation()} shown={shown} round_starts={state.round_starts()}
                        round_word={AttrValue::from(G::round_word(lang))} on_select={select.clone()}
                        marks={mistake_marks(lang, &state)} />
                }
                <Mistakes<G> state={state.clone()} on_select={select} />
                </Later>
                <Later><ShareBox<G> state={state.clone()} /></Later>
                <Later>
                <SavedGames<G> archive={archive} state={state.clone()} />
                <p class="row">
                    <a href={analyse_link} data-testid="analyse" onclick={analyse_tree}>{ lang.t(Text::AnalyseHere) }</a>
                    <a href={Route::Rules(G::KIND).to_hash()}>{ lang.say(Msg::RulesOf { game: &G::name(lang) }) }</a>
                </p>
                </Later>
            </aside>
        </section>
    }
}
