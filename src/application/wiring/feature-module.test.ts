import { describe, expect, it } from 'vitest';
import { createAppContainer, featureModule } from './feature-module';
import { token } from './token';

const COUNTER = token<{ readonly id: number }>('Counter');
const LABEL = token<string>('Label');

describe('feature modules', () => {
  it('builds a singleton on its first lookup and hands out the same one after', () => {
    let built = 0;
    const container = createAppContainer(featureModule((bind) => bind.singleton(COUNTER, () => ({ id: (built += 1) }))));
    expect(built).toBe(0);
    const first = container.get(COUNTER);
    expect(container.get(COUNTER)).toBe(first);
    expect(built).toBe(1);
  });

  it('lets a binding read another module’s service, loaded in any order', () => {
    const container = createAppContainer(
      featureModule((bind) => bind.singleton(LABEL, (services) => `counter ${services.get(COUNTER).id}`)),
      featureModule((bind) => bind.constant(COUNTER, { id: 7 })),
    );
    expect(container.get(LABEL)).toBe('counter 7');
  });

  it('takes a module loaded later (a piece of the core that arrives on demand)', () => {
    const container = createAppContainer(featureModule((bind) => bind.constant(COUNTER, { id: 1 })));
    expect(() => container.get(LABEL)).toThrow();
    container.load(featureModule((bind) => bind.constant(LABEL, 'late')));
    expect(container.get(LABEL)).toBe('late');
  });

  it('lets a later module replace one binding and keeps the rest', () => {
    const container = createAppContainer(
      featureModule((bind) => {
        bind.constant(COUNTER, { id: 1 });
        bind.singleton(LABEL, (services) => `counter ${services.get(COUNTER).id}`);
      }),
    );
    container.load(featureModule((bind) => bind.replace(COUNTER, () => ({ id: 2 }))));
    expect(container.get(LABEL)).toBe('counter 2');
  });
});
