"""Overrides for time-series models: forecasting heads and the windows they need."""

from __future__ import annotations

from hfcompat.factory.overrides.base import Override

LAGGED = {"prediction_length": 4, "context_length": 8, "lags_sequence": [1, 2, 3], "num_time_features": 1}
LAGGED_REASON = ("the default config leaves prediction_length unset (the model refuses to build); a 4-step "
                 "forecast from an 8-step context with lags 1-3 and one time feature keeps every input in use. "
                 "The forecasting head is the one with a loss (the negative log-likelihood of the future window)")

OVERRIDES: dict[str, Override] = {
    "time_series_transformer": Override(reason=LAGGED_REASON, config=LAGGED,
                                        class_name="TimeSeriesTransformerForPrediction"),
    "informer": Override(reason=LAGGED_REASON, config=LAGGED, class_name="InformerForPrediction"),
    "autoformer": Override(reason=LAGGED_REASON, config={**LAGGED, "label_length": 4},
                           class_name="AutoformerForPrediction"),
    "patchtst": Override(reason="forecasting is PatchTST's main task and its head has a loss",
                         class_name="PatchTSTForPrediction"),
    "patchtsmixer": Override(reason="forecasting is PatchTSMixer's main task and its head has a loss",
                             class_name="PatchTSMixerForPrediction"),
}
