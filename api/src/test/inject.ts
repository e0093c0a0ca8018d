// app.inject() loads light-my-request, which requires `cookie` 2: an ES-module-only package that jest's sandbox
// cannot require, because jest.config.js transforms node_modules only for @electric-sql. light-my-request uses it
// solely to encode inject({ cookies }), which no test here passes. Remove this file once the root config
// transforms `cookie` too (transformIgnorePatterns '/node_modules/(?!(@electric-sql|cookie)/)').
jest.mock('cookie', () => ({
  stringifySetCookie: () => {
    throw new Error('inject({ cookies }) needs the real `cookie` package: let jest.config.js transform it');
  },
}));

export {};
