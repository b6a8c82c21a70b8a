//! A bare board that replays a position and moves: the page tutorials embed
//! (`#/<game>/view?position=…&moves=…&at=…&rules=…`), written once for every game.

use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::{humans, use_lang};
use super::game::{move_marks, rules_from, UiGame};
use super::panel::{refusal_text, use_review_keys, MoveList, ReviewBar};
use crate::i18n::{Msg, Text};
use crate::state::{MatchState, Notice, PlayParams, Route, Source};

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
        state.notice = rules_error;
    }
    state
}

/// A view-only board of game `G` with step controls and the move list; nothing
/// is saved.
#[component]
pub fn Viewer<G: UiGame>(props: &ViewerProps) -> Html {
    let lang = use_lang();
    let state = use_memo(props.params.clone(), replay::<G>);
    let n = state.plies.len();
    // An unreadable or out-of-range `at=` is reported (after any load error).
    let bad_at = match (&props.params.bad_at, props.params.at) {
        (Some(text), _) => Some(text.clone()),
        (None, Some(at)) if at > n => Some(at.to_string()),
        _ => None,
    };
    let error = state
        .notice
        .clone()
        .or_else(|| bad_at.map(|text| Notice::BadAt { text, total: n }))
        .or_else(|| props.params.bad_theme.clone().map(Notice::BadTheme));
    let shown = use_state(|| props.params.at.unwrap_or(n).min(n));
    let dismissed = use_state(|| false);
    let select = {
        let shown = shown.clone();
        Callback::from(move |k: usize| shown.set(k.min(n)))
    };
    use_review_keys(*shown, n, select.clone());
    let k = (*shown).min(n);
    let (last, removed, motion) = k
        .checked_sub(1)
        .map(|i| move_marks(state.plies.position(i), state.plies[i].mv))
        .unwrap_or_default();
    // Play on from the position shown: the moves up to it.
    let play_link = Route::Play(
        G::KIND,
        PlayParams {
            at: None,
            bad_at: None,
            theme: None,
            bad_theme: None,
            moves: (k > 0 || props.params.moves.is_some())
                .then(|| state.plies.iter().take(k).map(|p| p.notation.clone()).collect()),
            ..props.params.clone()
        },
    )
    .to_hash();
    let dismiss = {
        let dismissed = dismissed.clone();
        Callback::from(move |_: MouseEvent| dismissed.set(true))
    };
    let board = G::board(BoardProps {
        drawable: Drawable {
            last,
            removed,
            motion,
            ..Drawable::default()
        },
        ..BoardProps::still(state.plies.position(k).clone(), true)
    });
    html! {
        <section class="embed" data-game={G::KIND.id()}>
            { board }
            <div class="embed-bar">
                <ReviewBar shown={k} total={n} on_select={select.clone()} />
                <a href={play_link} target="_blank" rel="noopener">{ lang.say(Msg::PlayThis { game: &G::name(lang) }) }</a>
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
        </section>
    }
}
