import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TutorialShell } from './tutorial-shell';

const steps = [
  { id: 'one', title: 'Première', description: 'Une', category: 'device' },
  { id: 'two', title: 'Seconde', description: 'Deux', category: 'product' },
] as const;

describe('the tutorial frame (spec 02 §2.5: step list on wide screens, dots on small ones)', () => {
  it('switches between them at the wide layout (1000 px), not at a Tailwind default', () => {
    render(
      <TutorialShell
        testId="tutorial"
        title="Guide"
        steps={steps}
        totalSteps={2}
        current={0}
        onJump={() => {}}
        onPrevious={() => {}}
        onNext={() => {}}
        onFinish={() => {}}
        onClose={() => {}}
      >
        <p>Contenu</p>
      </TutorialShell>,
    );
    // jsdom applies no media query: the classes are what decides, at `wide` (index.css).
    const list = screen.getByRole('navigation', { name: 'Guide' });
    const dots = screen.getByTestId('tutorial').querySelector('ol[aria-hidden]');
    expect(list.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'wide:block']));
    expect(dots?.className.split(' ')).toContain('wide:hidden');
    for (const element of [list, dots]) {
      expect(element?.className).not.toMatch(/\b(sm|md|lg|xl|2xl):/);
    }
  });
});
