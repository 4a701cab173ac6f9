import userEvent from '@testing-library/user-event';

/**
 * A press on a modal dialog's cover. The cover is the `<dialog>`'s ::backdrop, which has no element of its
 * own: the press lands on the dialog element, outside its box (the screen's top corner, never inside a
 * centred panel; in jsdom every box is empty, so any point is outside it).
 */
export async function pressOnCover(dialog: HTMLElement, user = userEvent): Promise<void> {
  await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 1, clientY: 1 } });
}
