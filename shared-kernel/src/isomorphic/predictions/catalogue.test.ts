import { predictionModelIdOf, predictionModelIds } from './catalogue';

describe('a model named in a path', () => {
  it('is found by its id', () => {
    for (const id of predictionModelIds) expect(predictionModelIdOf(id)).toBe(id);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', ''])(
    'is not found for %j, a name every object inherits (the API answered 500 to /calculate/toString)',
    (path) => {
      expect(predictionModelIdOf(path)).toBeNull();
    },
  );
});
