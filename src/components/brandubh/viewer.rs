//! A bare Brandubh board that replays a position and moves: the page tutorials
//! embed (`#/brandubh/view?position=…&moves=…&at=…`).

use std::rc::Rc;

use abstrakta_engine::brandubh::{Bitboard, Position, Rules};
use abstrakta_engine::GameKind;
use yew::prelude::*;

use super::BrandubhBoard;
use crate::components::panel::{use_review_keys, MoveList, NoticeBar, ReviewBar};
use crate::components::use_lang;
use crate::i18n::Text;
use crate::state::{MatchState, PlayParams, Route, Source};

/// Props of [`BrandubhViewer`].
#[derive(Debug, Properties, PartialEq)]
pub struct BrandubhViewerProps {
    /// The position, moves and first move number to show.
    pub params: PlayParams,
}

fn replay(params: &PlayParams) -> MatchState<Position> {
    MatchState::from_record_or_start(Rules::default(), super::humans(), &params.record(), Source::Link)
}

/// A view-only board with step controls and the move list; nothing is saved.
#[component]
pub fn BrandubhViewer(props: &BrandubhViewerProps) -> Html {
    let lang = use_lang();
    let state = use_memo(props.params.clone(), replay);
    let error = state.notice.clone();
    let n = state.moves.len();
    let shown = use_state(|| props.params.at.unwrap_or(n).min(n));
    let dismissed = use_state(|| false);
    let select = {
        let shown = shown.clone();
        Callback::from(move |k: usize| shown.set(k.min(n)))
    };
    use_review_keys(*shown, n, select.clone());
    let k = (*shown).min(n);
    let last_move = k.checked_sub(1).map(|i| state.moves[i]);
    let captured = last_move.map_or(Bitboard::EMPTY, |m| state.positions[k - 1].captures(m));
    let play_link = Route::Play(
        GameKind::Brandubh,
        PlayParams {
            at: None,
            ..props.params.clone()
        },
    )
    .to_hash();
    let dismiss = {
        let dismissed = dismissed.clone();
        Callback::from(move |_| dismissed.set(true))
    };
    html! {
        <section class="embed" data-game="brandubh">
            <BrandubhBoard position={state.positions[k].clone()} dests={Rc::new(Vec::new())} last_move={last_move} captured={captured} />
            <div class="embed-bar">
                <ReviewBar shown={k} total={n} on_select={select.clone()} />
                <a href={play_link} target="_blank" rel="noopener">{ lang.fill(Text::PlayThis, &[&lang.t(Text::BrandubhName)]) }</a>
            </div>
            <NoticeBar notice={if *dismissed { None } else { error }} on_dismiss={dismiss} />
            if n > 0 { <MoveList moves={state.notation.clone()} shown={k} on_select={select} /> }
        </section>
    }
}
