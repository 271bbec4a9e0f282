describe('the browser kernel', () => {
  const validatorModules = ['jsonschema', 'ajv', 'ajv/dist/core', 'ajv-formats', 'fast-uri'];

  afterEach(() => validatorModules.forEach((name) => jest.dontMock(name)));

  it('starts without a schema validator, which only form validation loads (bundle budget of the first load)', async () => {
    jest.resetModules();
    for (const name of validatorModules) {
      jest.doMock(name, () => {
        throw new Error(`${name} was loaded at start-up`);
      });
    }
    await expect(import('./index')).resolves.toHaveProperty('bus');
  });
});
