import type { ComponentType } from 'react';
import type { TStaffFrameProps } from '../features/staff/components/staff-frame';

let frame: ComponentType<TStaffFrameProps> | null = null;

/**
 * Loads the staff frame's code. It is a chunk of its own, so the public pages' first-load JavaScript
 * (issue 17's budget) carries none of the staff navigation and words: the server loads it before its
 * first render, the browser before hydrating a staff page (staff links are full page loads).
 */
export async function loadStaffFrame(): Promise<void> {
  frame ??= (await import('../features/staff/components/staff-frame')).StaffFrame;
}

/** The staff frame, once {@link loadStaffFrame} has resolved. */
export function StaffFrameSlot(props: TStaffFrameProps) {
  if (!frame) throw new Error('loadStaffFrame() must resolve before a staff page renders');
  const Frame = frame;
  return <Frame {...props} />;
}
