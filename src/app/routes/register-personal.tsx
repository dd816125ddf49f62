// Placeholder until this screen is built (issue 5); it keeps the route module convention.
export { Component } from './placeholder';
