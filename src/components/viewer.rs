//! A bare board that replays a position and moves: the page tutorials embed
//! (`#/<game>/view?position=…&moves=…&at=…&rules=…`), written once for every game.
//! An address may annotate each position (`note3=`, `arrows3=`, `marks3=`: a
//! caption, arrows and marked cells with the position after move 3). The page
//! around a frame hears `ready` and `move` and may send `goto` and `show`
//! (`docs/embedding.md`).

use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::{humans, use_lang};
use super::game::{drawn_after_ply, rules_from, UiGame};
use super::host::{self, use_host_commands};
use super::later::Later;
use super::panel::{refusal_text, use_review_keys, MoveList, ReviewBar};
use crate::i18n::{Lang, Msg, Text};
use crate::state::{read_notes, HostCommand, HostError, MatchState, Notice, PlayParams, RecordError, Route, Source};

/// A caption in `lang`: English, then `|` and Czech, as in a lesson (either
/// alone serves both).
fn caption_in(lang: Lang, caption: &str) -> String {
    let (en, cs) = caption.split_once('|').unwrap_or((caption, ""));
    let (mine, other) = match lang {
        Lang::En => (en, cs),
        Lang::Cs => (cs, en),
    };
    if mine.trim().is_empty() { other } else { mine }.trim().to_string()
}

/// Props of [`Viewer`].
#[derive(Debug, Properties, PartialEq)]
pub struct ViewerProps {
    /// The rules, position, moves and first move number to show.
    pub params: PlayParams,
}

/// The game an address carries, replayed (its notice says what did not read).
pub(crate) fn replay<G: UiGame>(params: &PlayParams) -> MatchState<G> {
    let (rules, rules_error) = rules_from::<G>(params);
    let mut state = MatchState::from_record_or_start(rules, humans(), &params.record(), Source::Link);
    if rules_error.is_some() {
        state.session.notice = rules_error;
    }
    state
}

/// Whether `notice` says that a game's start position was refused (so nothing
/// of it was loaded).
fn start_refused<G: UiGame>(notice: &Notice<G>) -> bool {
    match notice {
        Notice::Load {
            error: RecordError::Position(_),
            ..
        } => true,
        Notice::Both(a, b) => start_refused(a) || start_refused(b),
        _ => false,
    }
}

/// A view-only board of game `G` with step controls and the move list; nothing
/// is saved.
#[component]
pub fn Viewer<G: UiGame>(props: &ViewerProps) -> Html {
    let lang = use_lang();
    // What the page around a frame asked to show in place of the address's game.
    let shown_game = use_state(|| None::<PlayParams>);
    let params = (*shown_game).clone().unwrap_or_else(|| props.params.clone());
    let state = use_memo(params.clone(), replay::<G>);
    // The annotations of the game shown (none for one the host page sent).
    let notes = use_memo(params.notes.clone(), |written| read_notes(written));
    let n = state.plies.len();
    // An unreadable or out-of-range `at=` is reported (after any load error).
    let bad_at = match (&props.params.bad_at, props.params.at) {
        (Some(text), _) => Some(text.clone()),
        (None, Some(at)) if at > n => Some(at.to_string()),
        _ => None,
    };
    let error = state
        .session
        .notice
        .clone()
        .or_else(|| bad_at.map(|text| Notice::BadAt { text, total: n }))
        .or_else(|| props.params.bad_theme.clone().map(Notice::BadTheme))
        .or_else(|| notes.1.clone().map(Notice::BadNote));
    let shown = use_state(|| props.params.at.unwrap_or(n).min(n));
    let dismissed = use_state(|| false);
    let select = {
        let shown = shown.clone();
        Callback::from(move |k: usize| shown.set(k.min(n)))
    };
    use_review_keys(true, *shown, n, select.clone());
    let k = (*shown).min(n);
    use_host_commands({
        let (shown, shown_game, base) = (shown.clone(), shown_game.clone(), props.params.clone());
        Callback::from(move |command: HostCommand| match command {
            HostCommand::Goto(at) if at <= n => shown.set(at),
            HostCommand::Goto(at) => host::post_error(&format!("goto: move {at} is past the last move, {n}")),
            HostCommand::Show { position, moves } => {
                // The game shown, annotated no more; the address is untouched.
                // What did not read is said to the host page once replayed.
                let count = moves.len();
                let game = PlayParams {
                    position,
                    moves: Some(moves),
                    rules: base.rules.clone(),
                    ..PlayParams::default()
                };
                // A refused start position shows nothing: what was shown stays.
                if let Some(notice) = replay::<G>(&game).session.notice.filter(start_refused) {
                    host::post_error(
                        &refusal_text(lang, &notice).unwrap_or_else(|| "show: the position is refused".into()),
                    );
                    return;
                }
                shown.set(count);
                shown_game.set(Some(game));
            }
            HostCommand::StartLesson(_) => host::post_error(&HostError::NotHere("start-lesson").to_string()),
            HostCommand::Variation(_) => host::post_error(&HostError::NotHere("variation").to_string()),
        })
    });
    // The page around a frame hears what of a game it sent did not read.
    {
        let refused = shown_game
            .is_some()
            .then(|| state.notice().and_then(|e| refusal_text(lang, e)))
            .flatten();
        use_effect_with((*shown_game).clone(), move |_| {
            if let Some(text) = refused {
                host::post_error(&text);
            }
        });
    }
    // The page around a frame hears what is shown.
    {
        let moved = (k > 0).then(|| state.plies[k - 1].notation.clone());
        let position = state.plies.position(k).to_text();
        // The first position shown is said by `ready`, each one after by `move`.
        let first = use_mut_ref(|| true);
        use_effect_with((k, n, position), move |(k, n, position)| {
            let (at, total) = (JsValue::from(*k as u32), JsValue::from(*n as u32));
            let mut fields = vec![
                ("at", at),
                ("moves", total),
                ("notation", moved.map_or(JsValue::NULL, |m| JsValue::from_str(&m))),
                ("position", JsValue::from_str(position)),
            ];
            if first.replace(false) {
                fields.extend([
                    ("page", JsValue::from_str("viewer")),
                    ("game", JsValue::from_str(G::KIND.id())),
                ]);
                host::post("ready", &fields);
            } else {
                host::post("move", &fields);
            }
        });
    }
    let note = notes.0.get(&k).cloned().unwrap_or_default();
    // Play on from the position shown (or analyse it): the moves up to it.
    let shown_params = PlayParams {
        at: None,
        bad_at: None,
        theme: None,
        bad_theme: None,
        moves: (k > 0 || params.moves.is_some())
            .then(|| state.plies.iter().take(k).map(|p| p.notation.clone()).collect()),
        notes: Vec::new(),
        ..params.clone()
    };
    let analyse_link = Route::Analysis(G::KIND, shown_params.clone()).to_hash();
    let play_link = Route::Play(G::KIND, shown_params).to_hash();
    let dismiss = {
        let dismissed = dismissed.clone();
        Callback::from(move |_: MouseEvent| dismissed.set(true))
    };
    let board = G::board(BoardProps {
        drawable: Drawable {
            marked: note.marks.iter().map(|m| AttrValue::from(m.clone())).collect(),
            pointed: note
                .arrows
                .iter()
                .map(|(a, b)| (AttrValue::from(a.clone()), AttrValue::from(b.clone())))
                .collect(),
            ..drawn_after_ply(&state.plies, k)
        },
        ..BoardProps::still(state.plies.position(k).clone(), true)
    });
    html! {
        <section class="embed" data-game={G::KIND.id()}>
            // Drawn in steps, each a task of its own: the board, then the rest.
            <Later>{ board }</Later>
            if !note.caption.is_empty() {
                <p class="caption" data-testid="caption" aria-live="polite">{ caption_in(lang, &note.caption) }</p>
            }
            <Later>
            <div class="embed-bar">
                <ReviewBar shown={k} total={n} on_select={select.clone()} />
                <a href={play_link} target="_blank" rel="noopener" data-testid="play-on">{ lang.say(Msg::PlayThis { game: &G::name(lang) }) }</a>
                <a href={analyse_link} target="_blank" rel="noopener" data-testid="analyse">{ lang.t(Text::AnalyseShort) }</a>
            </div>
            // What of the address was refused (the viewer's only messages).
            if let Some(text) = error.filter(|_| !*dismissed).and_then(|e| refusal_text(lang, &e)) {
                <div class="notice error" role="alert">
                    <span>{ text }</span>
                    <button type="button" class="small" onclick={dismiss}>{ lang.t(Text::Dismiss) }</button>
                </div>
            }
            if n > 0 { <MoveList moves={state.plies.notation()} shown={k} round_starts={state.round_starts()}
                round_word={AttrValue::from(G::round_word(lang))} on_select={select} />  }
            </Later>
        </section>
    }
}
