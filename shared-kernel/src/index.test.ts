describe('the browser kernel', () => {
  const compilerModules = ['ajv', 'ajv/dist/core', 'ajv-formats', 'fast-uri'];

  afterEach(() => compilerModules.forEach((name) => jest.dontMock(name)));

  it("starts without Ajv's compiler, which only form validation loads (bundle budget of the first load)", async () => {
    jest.resetModules();
    for (const name of compilerModules) {
      jest.doMock(name, () => {
        throw new Error(`${name} was loaded at start-up`);
      });
    }
    await expect(import('./index')).resolves.toHaveProperty('bus');
  });
});
