import { createApp } from '../create-app.ts';

// Entry point of `cdk synth|deploy` (see cdk.json); pick a stage with `-c stage=prod`.
createApp().app.synth();
