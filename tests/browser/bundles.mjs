// Written from state::Bundle::all() by tests/declared_once.rs: do not edit; run
// ABSTRAKTA_WRITE_BUNDLES=1 cargo test --test declared_once after changing the games or bundles.

/** The games' identifiers, in the registry's order. */
export const GAMES = ['thud', 'brandubh', 'bilitaire', 'topquark'];
/** The games with a puzzle set. */
export const PUZZLES = ['brandubh', 'topquark'];
/** Every page bundle's stem (`<stem>.js`, `<stem>_bg.wasm`). */
export const STEMS = ['home', 'thud', 'brandubh', 'bilitaire', 'topquark', 'thud-view', 'brandubh-view', 'bilitaire-view', 'topquark-view', 'brandubh-puzzles', 'topquark-puzzles', 'thud-learn', 'brandubh-learn', 'bilitaire-learn', 'topquark-learn', 'thud-editor', 'brandubh-editor', 'bilitaire-editor', 'topquark-editor', 'thud-analysis', 'brandubh-analysis', 'bilitaire-analysis', 'topquark-analysis', 'thud-study', 'brandubh-study', 'bilitaire-study', 'topquark-study'];
