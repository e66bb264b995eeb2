#!/usr/bin/env python
"""hfcompat repro: aten::slice_copy.Tensor on torch-xla (lazy).

From case ../shared/data/hub-configs/bigcode--starcoder2-7b|torch-xla|lazy|float32|infer|short|tiny:s128; the forward pass failed there: Value out of range (expected to be in range of [-128, 127], but got -4095)
Run it alone:  python aten_slice_copy.Tensor-torch-xla-lazy-05266270.py   (exit 1: the failure reproduced; 0: it did not)
"""
import base64
import json
import math
import sys

import torch

OP, OVERLOAD = 'aten::slice_copy', 'Tensor'
BACKEND, MODE = 'torch-xla', 'lazy'
EXPECTED = 'error'  # "error" or "mismatch"
BACKWARD = False  # True: the op's backward runs too, as where the case failed (its graph held both)
TOL = 0.001
ARGS = json.loads('[{"__tensor__": {"shape": [2, 2, 128, 8], "dtype": "float32", "stride": [2048, 1024, 8, 1], "requires_grad": false, "min": -4.255518913269043, "max": 4.229348182678223, "values": "ekJUQJYcWz1EkwY+yG3jP57TIj+P6HM/UWhKvyr7E7+MwfU/+Oh+P0jktD0x35++JMpGPnNFYT9F3PQ+DIZTv81hPUDyRVM/Qf0FPwTfVL6yWYu/Qhv5vf0fej+iiRxAELedP9DFDj88hZe+GiFcv9siJD4FAvi+JSKEP3y9yL7oxXO/iimivuSOyz9jsFY/xEysP73xQcC65Ss+cwciP2pSyT89C5u+ALJ3vxcDgD0sQwy/KNLMvhicBr+Kqrw+pCqeP97YaD9hspY/ZYcVPsomFcAEsIu9WdsFP3AVOb8r28c+BQ0Lv/lgvzxDa3Q/d2+Iv5HmAUBlfLq/AtCfvpJzeL8ZFws/pbonv1TlkT7q0iw/jr2sPooT6D74+o6/+0Auv1Nojr8X2YC+HNaDvshLAz/AlU082SKYvfO5Aj+4gyU/lldUP+j7Az84gVW+IoFFQPjctT1YMHs/xIgcQF7ycT58OzE/hZefP1dD5j/Cj2i+OlVywB0K+D61qi+/JPdNP4wwnT/mpYI/BvyHvyQTt79oez4/8fqNPygw1j+IT7g/TADZP6jChj87Xdg9oZgYwPj+gL7GPyrAmbJuPnTU5D+g8Eg8gPH0P4HVwb3uzo+/HnUyv1IBJMA1PXa+7hiQP/+MMj8P2p2+WBdcv+SfBr/gLXm+WauDP0DoyL7UQqs92qyLv4tkFT0UcXQ/yuaQPzfU5T+Sc7q/ZKyfvitnLMC6sRS/a3HEP0uqVj9Sr5A/gmAfvoQX3Lxo6Ja/6O8/PnCUx75w9sk+DODrvhL8vL/S8yHAv2wnP8MqBj8iZrk/KMS4viht/L8OIqg/f4/ePTDk/j1dEoS/edUTv3KQHkDu4Fk/vL6VP0zbFT6fyGc/hPKnPiYQCj8yETm/oe7mvz5urD+xy6g9l+Hxv9ypRb780R8/E1iaP8L/Sb1cviq/fG8fP9U6+r/ckQXADoLwPPpyRUBp8gO/U9ejv5wnJcDF8VA/i4mVP0ftFT4w9Qu/PnjQPv/1Cj9JEDm/vc0lQHht+T5Dypu/wMs+PzmYFj+lDtw/CSppPyy02D1A02vAdqQXwKVoGj/UfPg/utELwEDeyj0KujXAbsJlv/TZEkDGWPM8sE0NQNjvnD8m8ES/NBgavuD+MsBG9SG/WvUqP7LsPD8QKaS+lg1cv9gehr9IcQQ9sS+DPwITyb7NzqI/OEumvjZwcz6P0wE/BHH6vck+Iz9ExvO+KFLLv8AoCL3IMWE+9CAqv41Gkj62Q5e/w70ZPyb74D7D9I6/iiOnPxnAgT+ti7O+09mSPyJAg78a2N2/RkEPPxXZOT8JQos/Yu4TPtqjOr80ErK/mk2Bv5qwgT72iBRAT93ivZhuOz9Vrq2/00jEPmNDFj9qY05AZazePwZDZr8ZhoS/ybwQQCfGpL78pVg+cp22v830mL+yBvc+i4p9v1DZHcCK8WQ+jQkxQKI83j7KbIM/dsg3v67WDcCVzOY/uOKDPwzzFD64DrS+IK1aPlaYtr9+byNAMx7sPq5ufb/L2h3AaVNRQKF1lD8l1h7A0TE3wPejlb+qar4/3YYsv0U2BL/qwkw/lOthP0qsj787DNe/AMFhO5jQAD5Pzew9A1ZMP5wN/L6mXkW/n0/jv/QuUsAcimc/pJ/IP7DOYb4ECda/NsPGP9I+jL81JrA/gX08P2rdi764Gtg/CYkJwGjW1b4qhKW+KYJ5Py1lnD/tbjxAJ3xYP8AxL79L/Te/61dqvxqlWr+ea3e+9Yx0PUHolj7QlQG9v1fWP6RELj4IIvg+kXmnvxyRLUBMmMo/gH5WP4pvgD8Lw7G/3KNpPndJIj/IuQC/Y2LVv2ptez/cYyZAt36lvs6itj81/9K+C7lPv7s+Yb5jwIa/OCPjv8EpUsD8w4A/RGmyP9W2bL5vHda/l0M/P/W4nL/kR70/IwDhPn0o/D5q1ag/6PGiO7wGeT4kEom9NKcOwP78n7+YUbg/LKCyP9Iomz7tQSu/3nCFv4meTL9T8Yw/DAmdPz9yPEDQrNk+50bovqDLNb80LWq/gDZkPERdBT4g7Xe+v/mWv/T8jb8AcAw+e75EvyTQPj8h7Lg/DnHoP+L0uL6Iy5I/dG9Rv45HW78Hhg0/QQY6P1DMtz8d5oq/q5DwP8tEIz6JXUXASsZqP0ggD0C/ZVw+EQsLQLrrAj7XuxFAOgCdP5B5iL+Eja29TmgvwL21Ib9woPE7gwWIP+XGhT8NNMA++KQ8P2b3Wz5YJLu/6Z5HvgQcKb7RBRxABeJKP6yXAj/RJjS/ZOrPv3z0Yz/FlCW//aGmvi5uA8CYknw/e2gmQLVbAD8+60U/7nPNvsZ9T79DJVc+1gZfP8X+N7/c47e+Y4zHPeM3wT64cNk8drPyvRbezb+znAa/2qLfv8BML7/gKgQ++42hP6tmxr/SuaS+hVDSPb3VdUBUkpw//WPmP6tYnz6o0X4+25AKPyr/Lr/wUNE+uFyFP7It4z6gb9E/s60FQPVr0L7o7I2/uB2gvsDDEz277Y2/op93PX0Yn75I9/Y/pHw7P/UR9z59q1O/SvmEPyzPrz5sYrW+svJbvzOBLj/Wbic/w8KBP46Iyb5scTY/NSSwv84WJ8B7aeq/LiEJvpIHUb57Y4O/1kfnvvTljD/QX3E9euJsvo0El7/sMA2+7Ac4Pq+XRb/prT4/wZXSPnJ4+r8Ys7Y/RZI8P7bTwr/kJPE+0WEHwCaN1b5E6ja+tYUHv6wd5L4vARs/goYTQJHxL7+q3Ru/L84YvzALGcA8Ml6/RuE6PpiU4z9VmxhAwQ3LvnXLR7+9CxO/cpFhvxMNeL+kBpc9G3GJv2O51j95pzg/PGHNP1xjyT+bpwXAG7R9P+jZBUA5ThdAouTlP+R9lj1EgSE/dbFwP/7jq79UawDAFg24P5aWPD9kf1O/lMQgPnTsBsDhfdW+tb28v0mrEr+SAn0+aEG2v9jCBcByZbi9b217v+XzHcBxOew/nq6Gv2bhiT2hd4m/xP3bvuTiFz98as0/6V7JP+8cy7+4qf4+O0duv5zffD20hQE/kOCGvRenFr+Iu7w+0+MSPQ8ZDj+IFTi/gdu3vmtLar6wL0U/AKRqPK4Y8716JOA/wNNqv90hHcDiJzfARfo/wAP70j9C6UO/vREFv+efbb64VeW/yy69P+Li4D5jPl2/tNotvs78Qz1ZcHk+l/r5PiHuXr9dJ2+/2GXcP9oDnD9T+j2/ljWovyPjOz/gRb8+VOAjP+5lBEA73sC9VAAFwEhxjT4GGhzAvG12voWjlb+fAeg/8c7Avm62kj/95ZY/ph1dPwjhCj/ISDo/po5DQFVPB7/8OOU+0+NavsYZRz/5NyU/xcmBP1WBHEAdv4Y/TxzRvly5rb/8iq6+qaQBP5k5IL+AXZC/Ci09PR6wU76hnQE/u/aKP6dKwD4uFDW/q2t1P8hSt7/CR0e+uGRuvuO2j76i6cM9+LoQwJ66lT8ljMw+q00FP0ANcT9z3yW/AJTZPvdcqr90r1G/B+Hnv5a/LL9TQ4C/JPEsv1pSTT4n5EbAFr71v1hpBcDBBCM/HCX/vuo1Ir8rW6S/bVUav0y10r/LxeG/DAdSwDC3Vb9UihW/QZiavoCl1r+1ZFu/rGwLPnp9t77YLaO/+rZfvrlUEEAfMJg+gV+HP1phfL9VQYy+4ARbv9MLsr++FY6/3rLMPdK+EUDM0ee98JV0v6HkiL6xVMO+p9xbv8JdSz+8SDA/Q32AP7Hoyb6HQPS+jtYCP6jAmT/9OVw/kOaNv4HI078rxIG/OtyTvjzcWL+9suy/iGouv8iUtb8+8b0/EkpgPxXYjL8ZfHC/4LrnvkztYb6wP7i+UzOjv0yEQj8T5w9Aw0SXPuZYhz/kala/Jy/Xvt5Osr6NCgO/LqyrPsMN3L5g0AnAlCvrPq4+yb/c5zo/2p7tPlExUj/IwrK+j7WDP4aF7j27OMg/8OgvPhAfGr3aHji/KdG3vtkNHz5p3HI/gNRMurGV870ZeqA/7weDvzjWBT+xz4E/PraMvthaK8DQbkHAidBAv6pKLj/aY74+DFcHQGmSwL3E1P+/x/oWP92OGcCOfHa+gOwJPZwUgz+eHHq+II6EvscCWj9xud6+4VfEvWeLAj8Ag346Y9uJPfHKbz5WD5C/+8cCPxMBc79PppM//uKXvxB2Yj4ZhQ1AYVbuvsfZfD9uHZk+6NxEP42GAT2T91y/e1MHvqLkC0B9Wu6+kdt8PzQCsj6WqVY/1jz/PIf1XL/2B4A/tnwPvQidar856NA+30Kyv2p/o7/wcRK/74mHvwKjuD9VBHA/A/6Jv2dT5j4c2hJAJMSeP/ngJEAIHPk+2o9av/Fj5j63G9i+KTAbP26CCUAB4D2/JhYgv3ieGL9lwcI+jQ9Rv4mmgD8BfSZA7xfsPghZAsDLdrS+q3VOv2eIUL840JS/Mlm6vqlCo7+pW7C+rvX3P6WslD5mRoc/OKKpPeoEK75QHIw+8dACP+w2oz9EJDK/ZbDpvospy7/FnYfAOrb2P7a3VD/0x/g/ksofP3jZsL/tATLAWnxkv16j1T/MLXw+IZVpv/IG0T54G8m+KX6gv3EVFL/6hoe/fL+ivlJkVb4OK8a/luibv0O2D7/YBq6/Og3FPlNlgj+P+k+/3jchvywRer+X7rO/I7+Gv2YKoT6zruI+pgYCPy0TO7880Pe+bmaQP9RiwD762sI9Elp4P5QSs79V6ka+XrGxv8ARzj4F/Wi/gBjRPprRgL/iO5u/VAQVv0iFh7+qtFU+4POEvtEZar/CCLK/EyW8vzPaB77ORRBAYinqvcjVUD9SxIG/Homlvwq4Pj9lzyFAgVi8vx2MTD+w/9w9lZPsvtAJVD3Qdca/7O6bv2uA5r4y76+/yErAPsBdgj8C0wo/MB4OvrEv7D6+5lE/IxzCP+yDoD+pKAI+SEzIP/0QhL9ad54/G4IZvXYQLr90QTY/hTAfP3RG0r6WyUc+uHcjv8CtzTsogsG/wqIKwKftq76UWjq/HLGSPy1XCz82Sz2/EQy6vve5sD9wMxm9uoikv6QfAT9cJ7O/Ol9jvnKnVT8EkYM+yyunPiO77L7sup2/BwkjQNzAMD8pygU/iPYtP5AEmj2Z8sG/m6MKwCokeD4XXTm/VBySP7VJCz+P70U/QHnDPbZ2pj55v+y+xsaiP62/I0CR6zA/P8gFP0g22z+eA02+rm8LQKQmwL0XFZ4/xvcqPy/ZFcCUkXa+DjpJwHCAUT3qC9s/b8IiPmA1pj+1vbW/ioQXQBXGXD6in6Y/VDI0vy+9e7969rO/LfiKPgBrALy5J9s+89oBPxFkLb9e2eW8oE0eQI0wnT8KshTABGsaPiYnJMCF+SC/5nmWvgrkTT+Asu6+1wt9P9htab74tgxAPjCYPD2+XL8EvZk/GOI6P7prpL9lcFG/zmHAv4RWpD4BzIe/fD0tv7Sy2r9+A4q/VHbmvs/oPj/MdBW/u0bxPW9PpD5j1xs/WRVsPv7Pmj9L3MS/oX95v+PbRz9sO8Y/dSwNvhizAcDZm4U/4EodwGhD2T9Xpq6/ik+Xvnzh7b8nXB7ALnNPv1lnQL6Q/pO/KXxLP+Ov5766oo4/5/SRvntooT/YMvW+KbKHvySVhj7N8Ua+p0m+v4CYVT15xeG/TzwBv7CKMb+1tLa+2GPCPp4SQ7/ALqm/EMecvmeMhb8CRz+/ynP9v2md6b2CmiQ/k4ULvwJyPD9QgSa/CKMsP/Xikz+2JKU+nAFUP5D7Xj10GIY/Dby2P7MTkD8CIhE+dMYjP+K1sL7Swje/kKvsPrBg+D85SZg/vpF/PzRjrT/RwyI+7rUgv3xRQD5U64W/eIu2Psg5Fb/c3pQ9l5fWv5epur8zGDI/WOEPPjMI9b9Dyts/n5+uv96wiT8PhhrAYXwdwMyJT7/skx0/mXwbQP4GPr+Iib49ddRrP0q8wz8KRoK/kjpGPnw+F8CfRQW/w32Jv2mC/T1vTKE/CPbrPurXHT8wk7++oPM4vyotWL8Z56++e9OFPyAo1b/NvOu/VxXhPg97Hj+iy52/PYLJP3j/qb8n0Nk8THPhvp+hrz4jWZq/ReqmvRr14D4M5ne/vphHPw+Y5768RIU/H24xvw6eoj9YSfW+nvWbv0gMTDxmWoU/Rb+2P4wsL79b8ho+qS4mP6CAsL7MD9c+kCTfP0/7TT03ekg+bfkVvwAUCz4pTSY/iaopPtCCTb3ip1o/u3/Mvncfor6igcO/I7iYvjySoz78o0e/VWNgP/ZofT+fWmW+btUkP8qyEr5cJUU/W+O4vsLud7/A8iA/yI2VPhemD7+laDw/tsdOvj+CYj885ZI/bE+lPojgpr+F4t6/pwCDvxz1vj4Dt6o/zjc/QNwn7j6144W+kNlBv6sLo75xad0+nqiXP/Q3sb2swmw/hDRjPt/Eq7/XChi/APBTPo6HEL+jZjw/C8iTPtWSaD/orZI/klilPjymDb+hiYQ/tmCnv4EkCL9gDGa/Kr6Zv5I/tj8nOHk+l7CePoLOBj9qbQ8/NomfPul2sD+L2nq/Dv6wv9TEwb6Ink0+5ngkQDaQOcBLQXu/7Ru0PnhPEb+JZ2k/1bq6P6DubT+TiSS/961DPzuA5761kCQ/jlGAv6HNoz/WX/W+HFI2v6Q1pj4dGcq9ut5BPbgNjr/bw/w/OV2Rvih4wj4rWOK+fxXxvk3l9z/hVpg/Ht2Sv84BrT8SdEw+JoIgv8CyF7wKk6s/TLbIPv8Gw7/DymjAoGZnP3M5Gj4jZO89ShOOP0Kep7/R3Tk+8l7lvcbomr+ItYI/BkQEQK40yr8UvjK+3Yuov1PcMsCiz1Y/EQR4v+oeg74EQ9M98PyHP/as+b+x5Y+/T9FxPuDSVD74U+u8AmQiQDddob+P2Ym+Rns6vmXvmD+z28M/XrR8PUDoeTzyksE/vNxAv+rKAL+MfVY/BiOkvyJmdD5X11Q+z3/hv8KEHUCoTaG/19eJviQdKj5mjWK/RO6nPgOdNz+1oog/THauPmUywL6pCIK/Eoa2v4yHALyYXji+lNsIv8SgIUBTxg++BuktwNQDmL8GNQhAGZsGwDr53j5MqoY/+F7uP3IUjz9WxWc+eau7v89sqL6S/1U/n1a0v3Llsz/O7pC/NLMrP8HfqD8u/pK99HEqPi0Jiz8gwZA+nzzqv97Auj8qPRc/bg0TviUY/T7qV/A/ZHmov+6rhb+W/Bw/Y6SUPjzFgr6nNUE/i3yMvu6Tg78HtN4/bSkzvk8uvr80XYe+A1LIviUIA7+7/zG/2EYgP2Fatr5Ph23A4qr9vsC0bjwmkL4/TjYjPxzjqj+UFSRAw64RwDNG3j5qs4Y/jcKYPz96Mz89cWo+7qS7v1yIUb8mN6w/yN8jwKMZ1L9AVgjACTewv8q48T+reN8+VX/LvwxpWL0iziM+CjObP6K2xT+RBQpARxmivwdXab+kQ1W/zhRuP/lDkT40QOq/lcqaP9qZUD+2BRG+DOP8Pl7B/b5nGQxAO9cpvqk8FD6R8tk/84K9v0Utlb8QyrG+pTcJP9A7GD/4Ncc+SgnDv1pAZsDvbsA/vNIhPiqE7T2jVNI/B1Ahvym+JL/k5wq/C5sYv3ajGr5RZ/A/JoUIP2R8ez43hA1AxvY6wNuMe7/o6qQ+o7C2P/DGVj9kobo/mo49v3raBT9PiVW/obtJvpKkFz+viwRAg5muP67QPr8bVuo/LxfhPyZhyT3YWim+4HvgvDxsR73Ie4u+Nb7VPgANjjwcole/h/ZtwMDn/b43QiC/GpyjP1DAGD933ao/KMoUv3oOhT8Emqi/oITpP+Ekwb+T4Q9A6smbvglMBL+6VPM/AtwDvQ7DUD/IWxE/bJEhPjWwJT/Jnw2/FjTevppijL/2YJ6/adgxv9j1vT24uSA+38clQECBhr//XUY+/2g2P4eS8D+mmVi/R6Gdv64qs75imfI//VoCwEi+vL9+Zj+/DrLnv66Bw7/ui3i/vdakPmrBQz90Omi+U9ABwLC1J79S/wo/k8M4P6U+577suWs/DKmHvzLxpj+mnfW+8HukvoLnVb67saA/gq3dPivTNz/vISy+42xJv5CNDsArk+C/ey8nQOodGb71ZBQ+cCqEvjrRzL6edZW/qMGxvs8blb/ochQ+y1a4vzjnsz+Nxjq+9euHP2h/pD/wzpC99mMovzNIYT8z7CU/pqEZvfoDeL8gtwy8PR6+vx/EZb+Ay7g/vtjLPvCl8L60lj4/csuKv8Qkgb9q/pQ+wzscPy6VIL7uVK4//ypevwawhb/e8iU+DyWLPtzYVL5Weqm/vraWvnoZuL7Z35w//5R5vaDCmr/iCgNA5AD6vq5zYT9uXgG/8O3EvMIoub+W57M/elyIP+MliT/ukqM/bFqQvdJrYj5KmDHA2A+QPjAjVT7zF/g/4AUuPe8roL+Guom+5I1mPvKMqD8O9F2/iaqFvwDuUDzzAOI+bWZYvqp+qb+WerI+Qkw4P2oINr88p6i/yJKhPjxiWD/0uUu/Cs79v603pb8QQoS+Suqnv7mN6T+eVnk/LqcdQAY7p77CCwS/jGlQP0qzKL/p7K4+4eo3PwLMNT92ki6/cdq5viPtgb8vK02/zJ30P0pPJ8C7JtS/ScAIQLhUbD7oHeg/eLHePhp06r/zuMo+P8zfveO3uj+VZI0/MzPBvoepjz8+2LA/QfCTv7Rhar+bG6C/KR/bPIJbHT+htKk/spWkv9zOpr3I1uo+uJpJvxXexD6iDMO/QO9mQNe6tD8D6iw+y8DqPW2Ngz8TY0RACK/wP2Vmrr9T0bE+ABWPvqCnFcDvSVC/DiUBPmnpkr7wF80/Q39WPzkpjb93Fo+/zZHqvivMNj9IYw0/zN6iv546X7+ZDkm+C1NFv5Sa2z/Iiqs/GNw+v1v2GsDH2Oo/FURRPvGm6j7zFIg/SdO7v1MNA78jJc2+osGOP6GxBsBq2Y4/SNKXP794sD8qQJq+mh7hv1JSG8C5DOU9OidBvxoT1j5e/Zc/1P9AP09aH78wx30+5nmrv4ZYJsBrUK2/qWjZPiXwhj8spI4/EtH6vzIIfD5Gebu/7XScPysqRj6Lko2/tZr2PqBfqzwTCym/DsDtP3evtT9Iupe/AoNJvyKAij1Zvt+93HeRvwspu79NtARA+zrKv8pyML+g7ZM/z64vP/AI574hQmW/oAaTvhdgqT8t0PW+H606vgB48rvUZ6K/6TRyP6+YAj+Pz4Q/XUNxvwzWqL5o0bu/D+21vrdsTr0cvcq/rdxKP46tWT+k9+W9fw94vVnLuz6EFJc+aMKOv0p99j5GRZW/UiIfvxQK7T/2sbU/qoSXP6Q15T/tZ5a/DIsTv+7LQL/+qI0/KJ0vPHn0NT95ZcC/wZPvPqRkkz9832C/ujJyv0iHaz7l42o/P1w0P7D43L0hX9y/EgCnv+2Y6T/cg86/i+vjPytMtb5WvAO/Xprmv9Ke1j9RNj7AsxCuv0Et8r6avtc+6UQPP4Z+kD9DD56/MZvAv7fznL/Ghds8O3jePi53Ez/QmKe/bMamveO+Kj5bgs0/JLv2PhK3Fb87SOe9rnqTP7r9tb/trjE/Sr0zP9WZIT96wQ7Aw37hv9oPlD+yPt49CVAuPvH5Xr5VswjA5N4Iv3Kibj9dWuC+SgTQvnYdzD4j+bG9nXZ4vxvrT79uBwy/HKhuP1hW4L4aFAHAqlvDPmQQsL2Hd3i/FYD5vZn1sj9Umu4/m8SOP2IJtz7WxGu/5iezvguSlr8AsIU/yr/AvzqR2b5MT1c/iC6APXmWEcAjaoI/PHsjv3+krr61qqY+lj80P7Q2Fb2uY4+/ZVBRP0DUur8Jx2W/RIMXv+7dpb8/jG/Ayfb+vhigUb4in1C/PeTTPjzEqj/FSZo/Em4IP1kQkr/qKvY+LcZQPo3c3r6BBOs/8Li1PyLPkD/bt8O/eMWcvc4UPj3bbi2/zEKlv+rRlL4eh8I+RfeNPyoKxj08mSs/IgigPvciYD8H2o0/Epyqvw5cwb4AR6e+mHnIPxfp7j8kzY4/OQZCPs5uF796eKy+9ImWv799tb9m/g9AqVdLv/522r5AfUK/O1fpv9eewL/vnvO+wm5tvhiEZT+qR+O/6ZGRv9IOjj9gNJM9omm3vtwzw79JJy2/4q8IwGVrab8qVUi+GiIqv9A0DL3zHag/R+g+v0LCtj7dbNA/whTvPwTSjj/1vPw9eEjHvo2lqL5UhZa/+FvMPQEXCT8Ac2A8RxXdvbLO0b/EM8m/oMUEQOg9yr++Lvs+hzMYv/3ptr9CUQi/kzFvvx0uvD9qpqY/jK93PiJvyb/oaSNAAAdJvylr2r7Qo6q+tdauvx46wb+MqfO+AECeOZJPST40p5A/DQFhv9hV4z/QQPc+iZtxP14yND+1dkxAAIWjvnsfBL56/5q/D28Gv7qw5z/j7As+oRwKPpPZJkAgvvQ/InqNv9q1HL+o5yNAuBHIProtmb4plq2/N92dv9Oq9b+HUtC/nxMnv0Jn178JbiO/cT+kvRL4AT9gSiU/YFlevw3z277K2KC+sEuxv1ylgT5MHo4+AOZHv3dPPMB65+4/j1yNv2utHL8CuArArfMRPyrgmr4QmK2/0aR9P2kAYr+zO9y+UNKgvh7ulD+Cj0o+nK2NPk7nR7+AgWC9pCS2v8demL+SF9w8lGmnvw54Qb/lxau/abqmvcZ7zr8/Ggk/L19Hv3k4C781WCy/5sC6vmvB6T/3Mgg/0qkLv37FQz8MkeK/NHqRv3Bwfr/4ZvI+PQfFvohFw79pD7g+qhAkwApsPsBKbHy/qhw/vlN/GD8C5h4/6lW6PwKiCkAApSW/8ilvP7Tp374QDUC+mXclvp7peL0FkHi/p1UWvwCmQrzm1Jg/aEOYPyUt1j+WEAjAMnfav6E2G8AK/6I+BdqSvj7x+r87Wx2/mkcZQHQlPj5I3P6/hz3nvv14gj8PqFU/HlA4v5/q9L4sihPACwwKPTPwOz92yPk893k8voVDCMBbcak/5gWEP+xXXD48Lle/e8b3PvlVkr1fw2+/8YoePuWJjb7z1pa/kDYYv6R33r22wUG/Fj4/PwRrxz7aEKY/ZKXpv11vL7/8a8g/CPzcPlGCur8tJqS+GVPvv4tQPz/VMv0/CpUjPqvgNcAjq5o/AJIJQDYqXD4M01k95g2gvhQSrT4Uf5C/JhICv0kYZj+aUJA/tXiXv/CL1z37WUa/tX6zv04YUr9g5fW/YjxBPjdGZr+0cSy/Kv1xP4dvGb9xzoe/IUbIv7g3sD8LchC+hVIavwFcpD5r3dC+9HjyP/OBbj9pFSu/TJNaP1DdZ71drMC+BbULPxqH074GCP0+ZmvYv025Fr5Qj5i+gSMyQByj1j33uQU+TyMNPIqamb7AIbe/3H2uvv+FlT+5Oi8/OzqEv5ktQD32is2/zPOSP4Ml6L8Lai+/AE0hPvcaPj9KX7y/5TykviF3Er8XBLa++cSBv+SU3D+sRZc/TDOLPyR6oL/NBTs/v4dYv6Kx179gCGE/G/GevhjGD7+sP+M/7MSzPkS6Yz9vbX8/uFaEvx1tDz1vcHQ/PpEKP1gh6j++dLq/WbCfvv8GoL8hFKC/NVegvc7nLb94Ubs9pJkYvx9Pz776/Ek+qJIEPdJc8j+a6gK/zE0iv6jOID9O/Rm/UWEGQDT2s79tH4q/hAI2PphVqj9Sazw/zySTv/hOAEC5WgvAexbWvptyh7+GUS8/cqo7v+Ps9L4iahLAtNf0PiOXOD9ujfc8eE+aPlBL9z+nN62+huaiv6nbVD+q6pW/+cijPky1hz9Iztm+9WAoP037mb+mrB7AznBkP/al2j9XKio/mZCkv/H0zT4CuzM/5kVvv6DAs791O6K/kLVRvRSkBj/6AwM/WZkDwG4dfz5kfwdAn2MXQMiW6j+JRna/ZcwJP9PZbz8gSrW9KXRdP1bvgD/UEIi/Ab/Rv4uxkj+riY8/8SLWP65s6j/QYOS9PqX3P2JxIz5TdzfAREy1PxkTDECwRFw+9NkSQMZY8zywTQ1A2O+cPybwRL80GBq+4P4ywEb1Ib9DGRM/qkREvxK1eT8gXSZAwbsoPsOVA0DlA9u+Pw9Qv0AX9D+B5AU/ylE9vwLu9L4r/NI/5LgmP9nkNj/ob/Y8DipSv+REVj5JqJq/UacewGv7DL++wug/PrInPyelpL+E+EjAwr8WwJcKHj96gfg/IXo6QIDujL4MiDXAT65lv66GuD80bjk+HYCnP/97mT/sQq0/rWK5P9xiBkBmlr4+KWWiPzLWwr4tsPq/1CmoP9QKNT/Avva8jleHvxSyE7+Y3W29vYIJwMnWrD4FoIE/fx6kP97c8j/jHEPAp1BBv+vmLL9TQXO/+b18v/qE3D9xIJC/LCUjP6wqo7/KUDs/Xn6FvrGF7r9+1x2/gcCyP58Zsr+zzQhAL22/P41Mu74m7Sg+ejtmv2Qcwr97nJu//agfP+41hT91kP0+HMCCP/5+Yz4cIVU//P6DvVunQj/YhEo/CGmtv2CqBcAKEVw+dm4EP8TdLT1dIiu/NnCSPnARiD80XSM/3+jdPhjyjr+82Uc/oTCTPzpKcT9SNyu/7OUIP5DSwD89R7K+dIsLPy60JcDAO1U/A0Rrv1DO5j6VJk0/ag2ovz7HKEAsqvg+lF4NP0aVCD+Ttf0/2GnBvQBuAkDBzOW+maMgwF9Sdr6tdH6/HARDv+jIAr7je1W/N/p6P3uZKL/jcVu//qwLQDSAO764qhw/QM6iP4dbG72iXLy/3a7fvWbkv7/PR2O+uUQuPwImQD+DfB7ArS83wA38WUCXg90/n5oxv7plBL9USvs+Oh78v0LqKD9rj/g/Ni2IwJgNqb8b6zTA83Flv+86Fr8kZAFAPXlMP0qOAj8FFdi+Tq0HwH6HYj8snCW/YogzP0YXWb4xdcQ/kfNWP6F/NUA8DhC/Ch+dPFLOlr8uVSjAEsqRPvTAkz8VgxY+cCtNvsPUXT/DZBI/rwg5vwJc1r8LkbE/BsN0PpzhCMApT6A+kcowvx9UQb+qXJc+IFGqP05xo7+wo3G/tQzQPoNsir8nl0U9SYkGvwmfh79zprg+HuoiwJrJ2L+o5Ra+cC64Pv1inT/2DBE96ocFPixZmL+Yx+Y+OTRzv4TQs7+Iyxe/dGsKP3TO/j6mrAI/RA4xv4qnRT+23wQ/X6nHP3QmEj89ZKo+vQNUP6r45r/ihGo/7jAwv/QDgD4lKQI/jgxkP07DSD4ah/C+e0TLv/7Jt765dMm/10O9Pw724D5O11G/qnJfPzbfoTwpK3k+NEygP00svz5Nfxm/O3xIv4CrBr6D+JA/yO11v3o/f79EO5S/9/KRPbFy3T1BrxDABhuSPlJP9z5lrQQ/tn1xP1jnlT8qgSpAOKoDQImpBkBa7xA/ioKTv/exzj7XAxa/xCvgPud0Sb9LBq49sWWJv4r66z8XnGo/CU/NPyZryT/lV40/JTgtP9H+6D+jI7O/r0c/QDqrX78goZs8pvZYvy+5Hz+8/8i+BqQtv6rakj7hiIC/M0ABP8D61T5G646/p4n1v+DoZb3o5Ky/cstRvyhGF76upEu/HKl5vy7PLL+R1Jm/JjI3v8wsgj7CRgI/9EPevgBFpruqXe++vD/Lv5gt8bz6Md0/OKbtvu2cfD9P1r2+ryvKvxpEQj0kPV2/AoNVvmgElj9fpZ4/xXo8QKCIYT+6Zlg+7Rwwv1u/ab+rWmo+qsjZv4Ru4r+tFlLA5YKAv85Vyj6gUIq+R2jWv8u/SD7L9xQ/HZ4dvw+8Ib/i/xg/XCXzP5GTBED+FrS/AXMAvw/pGL8xTa+/34iuvjgIhz/v+eW+EXKOv2GpPT0JeJA/QdsiQFChuD7BTuy+3ll4v4AMkb7dWiw/B/oFP8L93L40eP0+xG1uv9PrfD2B580/YASnvRJqFr9Hu7w+pzmZP2oF0b5Bhpc/zi9cP6JHHb7IaNe/eFyEv9cYlL7WbZq/tnPYv1c0ob8swT4/4noXwNTPEz8P8lk/OgXbPXYuLj/wlmW+7Bs9P2Wp+D/SVodAVhgXwEuqM8A+AWW/qquXPwAoErqj8nW/JNyzv298Gj8tNTQ/cQv0PpdsAj8xtbE/MF5Nv3QLjTy/3vG/a4iVPyjrnz8/sJo/VjdXvbY09L9cfFc/AhriP7tXJz8A+za/TgqXPsmU4D+QL749m+U6P7WCnb/BTHI/qGyIv8MevD8paz0/pCqWP3zo1T91Ac4/aTWbv7I3278SPi+/YCvrvXS+IT/MRcu/QPikvpH3U79cKCg/mL57vjFqhL7xzU6+zOVlv8DPu72ElAI/mSfRvz+Lqb9yEE49gtCevjhog78Idtq9Z6r3Pv+4U78Z9fO/3Czlv8kDkz92KWY/eByLv3ZwmL9ywgm+aJ09v4tM5b64dxc+WTnlv1kOHb++8hdAuLKdvnhHCcA+Dui+AQMzwDg91D9CQ5W/cXlXvmzVyb/6rwNA41+9P6VPAT/UkNS+GHauvwsxcD/IeIi/9jfLP45D5z7MApc/weDVP4Ths79GJAw/7XeBv5dfyL/E9GY/HVGQvjTCLr+FaKI+p4BPwITJpL88G+Y/iAQjPqHGg7/w2hm/01wTQEuVXD4mmMs+k3vYv+Y8VD3Qi5Y+1KtBvyAlPL0o5TA+Klr4PnrSez/Ifua/GlWfv+1/HsB248i96iKovl0qFT+iPKW/zUACP00izr+fAYA/J3cmQLakoL4KyL6/iqa7viTBTr8/ixy/5jetv6S9Aj+SzIE/d3GQP4e4IcCukEHA8thAv+IcBD/dv+6+XAIVPmGhdD+VaYE/Qx4DwNaTub9yg56+O+ADPiZDFEBpPO6+DM98P6Knsj5aIq0+ovYMPdoDXb9Dv7o/CluVP0U6xb5cqpI/CNtKv+Ql0T+fUQk/yG46P49XxL6Q0aO/aN6hPwEk1z0ekTDAzuuRPzY9JMBW+W4+QrOTv2lc3r6ydHi/OOezv/AsKT+r0g0/bqnpPm4vAj8IOXw/NceQP4/1Tr5gVqO+0aBUvvhT5D9geq+/NRzIP7YBNT+QfIk/Jo5Nvtpco75thDc/mMroP/qAr7/fG8g/KoFivroOgj+xJky+VWOjvnh3ez+iBe0/iIevv4sbyD94MnK/Ov90Py6/Sr7QaaO+AnCwPv0D8T8Kjq+/NxvIP9wXTb9ComU/n1dJvkpwo74XIxy/qMT0P4KUr7/hGsg/dJSkPYkKVj8D8Ee+xXajvnl4gL+pRvg/7pqvv40ayD/tUmM//jtGP1iIRr5AfaO+kQfzvh+J+z9Ooa+/ORrIPyYTYT+9OjY/oCBFvruDo754Q/s+MIv+P6Knr7/jGcg/gEl+Pc4KJj/duEO+NoqjvvSigD8NpgBA7K2vv48ZyD+c5k+/aLAVPwtRQr6xkKO+8GAYP5PlAUAqtK+/OhnIPzCNcL+nLwU/LulAviyXo75SObm+2QMDQFu6r7/lGMg/PClQvpsZ6T5CgT++p52jvqF0fL+WAARAgcCvv5EYyD8KUTg/TpjHPkwZPr4gpKO+VTE0v4jbBECdxq+/OxjIP642ez/a46U+SrE8vpuqo7489GY+eJQFQK3Mr7/nF8g/wkquPv4EhD45STu+FrGjvtCVcj82KwZAsNKvv5IXyD8QCx2/kAhEPhzhOb6Rt6O+cmZMP52fBkCp2K+/PRfIP39sgL84qv899Hg4vgy+o77orK29jfEGQJXer7/pFsg/2gPxvhADbj3BEDe+h8SjvgfcY7/zIAdAeOSvv5QWyD/aQP0+gCoOvICoNb4By6O+P4Rgv8EtB0BO6q+/PxbIP6KrgD/oh5q9NUA0vnvRo74YEWy99RcHQBfwr7/qFcg/A3UXP1CREb7c1zK+9tejvrqSUD+U3wZA1vWvv5UVyD/vWbu+kLlVvndvMb5x3qO+qCNwP66EBkCK+6+/QBXIP/WufL+O1Yy+CAcwvuvko76csEs+WAcGQDEBsL/rFMg/DmAzvzaqrr6Oni6+ZuujvrwcOb+zZwVAzgawv5YUyD8gZms+OFLQvgg2Lb7h8aO+ovR6v+ilBEBfDLC/QRTIP/D3cj/WxPG+dc0rvlz4o76iJKy+KMIDQOMRsL/tE8g/ArRLP898Cb/aZCq+1v6jvkDyHT+uvAJAXhewv5cTyD98xLa9/PMZvzH8KL5QBaS+4F+AP72VAUDMHLC/QxPIP/5jZL/GQyq/fpMnvssLpL7t/u4+oE0AQC4isL/uEsg/OPRfv/VnOr/CKia+RhKkvvY8/75Yyf0/hiewv5kSyD+I11m9clxKv/jBJL7AGKS+q7OAv3a2+j/RLLC/RBLIP849UT8dHVq/I1kjvjsfpL5SiBa/amP3PxAysL/uEcg/yEGFP6RMFL8Ip6I/cxw5P0varD+ccs0/A+OJv+OUvrsczOE+8M5sv95a9z26VBW/NMS+Pvm/fT4F8vC+OFlJv5kqTr+fzK8/dII1v/pELj+xvTvAjDuVP8MZRT8Hs2g/YiCYP/8wkr+4Wl++FrsTPhV5qD8PhhjAIBKUvwTlsb7I4B2+htglP14eST/2LBE/aV7zvziefbyRSBi/ZK7evoRCtj6+9He+cPIOvx+2Cr/8Ddu/0NwZP5zd8z+3twg/clcTvyjCFL/SLA3AD5Phv8fAnL8y84m+G5S+PsLIWb4anfw+kJOmP70oez+QFZc/cgXaPw8y1z+6MOu/TYAbwNAeAL91kju/SPnsvlewwDyQJ+m/OdOxPiGznD8RXQ/Aqxjdv2gwP78rv0m+D08dv4asej4dIqG/9zCsvtruqD4DH9E/5YOqv3S4Kj5AWcY/jdydP+ux1j4alVA/7hnePo/bhT+ZN0e/iaLIP8PjVj/2ir6+XS9aP4viEL/6VTY/fabzPxCPIT+XVEo/KzQRP6Aq/j1xsRY+b6sWv5ab3r7lNQPAgb7/vnTkIb2NELs/FiYcv2QwZL67QJA/cHqwP9OJKD+wWt2/yLUzPkjyqD4u7IK+IL0vvakC4L3Pkqc9mfedv0wqjTymb4U/6r62P+LSJz9Ndxo+XeolP4uGsL7AVEFA2FCQPsP86r1N8Zq/txqVP3586L+mahg+RggOPi5nVL+grx49XTcAvA9VubojeY6/BVU6QLa9P79YS8e8YGREvygsiT+lwLC/4OOzP4s5ZT9gR1Q8pZ+sP4DnlL0yLhI/Kalpv71UBD5hNxW/LWuuvbxklL4Xy++++W5Jv0aSK7/opyy/Qql7v/0Y+D543oK/RLULPqJx9j/ujrU/AZCvvnF4Db+hoYS/a7ylPi+/GL9eSR9ApeDGvpUqp7/Hp4W/Lj5Nv49n5r9BG5K/2i/iPpy50L5Vc0++Js3Cv/6lob6uqvk/M/mZPwyQdL2sEZq/GBo4P2euCr8ueWE/GbWov6F+J7+rbYq/2Mz9Pa81FUCG4HA+R4gaPwaNv75BlNo/ivMMvyOsGL9AzAq/Ai2/vuvqrj40Y/I/P6EIP4ieTT7meCRANpA5wEtBe7/tG7Q+eE8Rv4lnaT/Vuro/eZAav8Xr0T5m2GzAV1L9vhVKKj4GyLw/dWQyP1Lrqj+ZaPi+qm1Lv1GkCD6zKBW/hDegPqPRCL8pMO++13lJv7zkIz9eOJS/uDqEv7nnpT6yPoG+Ql0RQIUdy77lJ6e/PHi0P52fLD8OMhE/DZGfPgA3wD2Zf2K/s6Gwv1++wb7mIKk/uVnePqrMAL41WKK/+D/3v0joqz+E6H8/jRrXP5cHWz+vgxk/FIdgvoTvJD83AHQ+S/6MP/5cur5n3Xe/DgZsP4jVRb7FrDvAQ8mtv8Epz79s6Nu/vmI9P2nUkD+cDtE/DxODvs1kgb2K8ro/28qwv7F4975kHZA/OpqwP7wECT91zai/QpUnPwATir4Irp+9xLkcwCqVzj6gycA/UN2WP640NsBsh2a/2QTbvmwgjD+zewe/ss64v3Af877gXQ89WfX6P31z3zz8hh7ALKZOvlU7Vj/+C5y/YtU2v0YqYD+g2FS/2Kf3P7lcmD/Q+1w/6B+VPxpLXj7xayC/QEvJvDN5Fj94Uz++j2Mdv5VI3z/2lau/uSOvvmyiqD7C+qi+5R7Nv3dcub53/lY/JC5+P2RMDUDmfIU/fOUjvwUBSD8FokY/4cSlvxJi2jwwcoa/i7+0P57hnr9a3qa9hq7xv8kF8D/f7wM/ph0cvkyqrD8wU2LA10fPvtgHY7+O7fe+sARvP4WB0L+XxCa/7+EBwPaq5T/a7is9a10CP4ZGir+tLHG/gHapPtutNz+SJxQ8YADePefYvr63AoK/remQv2CCgD9aehY/k6ifPiZ2WD9jSvW+2IWvv/2qwb6+XK4/5jraPxR4xT2eQim+ppmcv+v/3b4f1Yu+AsPVPrSXA7+z0Wc/Dif8PPxQSD6uYAG/wne/P9ucJj8z2yk+2+wMv/4HAL9K0Re/5FU8Pzy6uj60Qkk/udOQP9KkpT7wEKY/x7yIPj8uH0Cva0i/pysdwHdPOD9WRTnAvI6jv5htWL5CdW+/7xDsP52Hjj8tQqA+B7uxv/Wh4r7Ky5a/3261v/WyQ78OYQg+x0bGP8QIvb/8mpW/EyhSPzgh3z6AA40+Ci8LvuWF5b/t65G/NceMP6ibY7+uUoO+nPDCv81Gmj95NZ6+4lMCPpTGJ73uX0G+CtmqvugMDz8syec/LWfFPovnnL/k6bq9QZdAPY5pob+keso/5qCSvj59wj5HvPG+5HnaPxYTJcAoHtS/2+QOQK3XY7+sbu4//TPfPpdqvT5d/YC/INMtPGQgh7+XuYe+ypGXPhNkgr5FnTE+QLL+v7iRpD46oEQ+EH/qPiLw3r/48RTAEUUEv7ZSzb7/t06+5tbzPnjQgz8jApc/NWr0P+tk9z/iy+I/YvwhQBCaQLwwt7E/9ohev6G5hb8cnGY+cNIKvQufTr7Dcqm/2YSIvl98jr/ax34/tLRzvyMIhb+JTbG+DZmjP4YCHj7WHYc+caSyv3zz9j+ma5g/YriZv+WGoj5M5oU+MzMgv4Nd2z/oE/C/kVGKP/qflz9gQem+eiOAP2vu47+bXhvAxHIsPsFxz7+loLW94yVAPfBnpz9LR5Y/CguTvv9+wj5IfMw/5HnFPYu9bT8b4+C+78e8PxbwKD82xPK9tVd4v2hXtz78ObA+EIySPmhJ6r9oSrY/mgOYPwHFC76AWvw+3WYjwKOVDMBLpNs+09SGP6Gom7/Yt2u/NSp0Pu2Mu7+83Iu/CVk6wEGh8jxMSrS6/ztbv4BcDTwAmj+/90/HvCg7jT97mya/oG/MP4mPVj+ISvg9DP9zv0uU874PuTY/HYl8P/08hj5TktS+kHqhvnZmlb+0ql0/Au+YPmPFR79PZOg+Ggw/P4s8Nr9Lqai/lIv7vdByUj9Ui0u/rMz9v0xt4b5uYwY/yW6kv0kpcj8Sm6G+8B9lP+20a7+1GKm+jx6svj2JoD/47a+/rTwIvyALgD/scXg/4wGuP3lkeD7eWFw/x9CAPzg/ID911J8++HCPv+u08j79WK2/x4bBvh0GiL74Vu4+yb7kvzPJkb+uFY2/twNFv9N8l76WCsO/UsnpP6U6LsBuBoa/kS+/PkpOwb74ewjAl4bRPi6Qhb6/vJY/iICEPCR/c75Pwo+9w6wGPx+EAL8OKOQ+HVrvP9MTkz6dLym+xFOOv4AV/z0aairAfOQsvximCz+8cb++hiTzvwYK4b6w01M/j28RP8jKMr5czfM+XP8Iv0wA3r5hY4A9Vwr8PxBS6j6dnhW/gflDPriKKz5uA7e/h8MxPwSEDz47yPK/mdrCv6MzeL+cR02/7HIDv4qChL7i2gHAiDNDP3pw/D4R496/s58Nv9OEkb8s95g/qruOPtysHD9E0RA/X2uvvmZmrT9IHTk/7+TNP6L41b+nM3i/6iOBuzvUPb8e4xm/hmjpP+Hxs7se+Q8/zae8PiSIkb8mhmA++qP7P6CCU7z/z46/5UD/PXHL6L/b9TG/IKcJPx9uv77kBus/YNupPmQ+Dr/0Xu082zrjvspoPb+drZc/BVwPwDAuTb+2+AG+APE1v6cPC79l1sa/vaoiv3hI7T+kXAg/zmGJvzwszz3z+Im/tBYdP86tyD+zIKu/NbY0P5YHjL52dKq+jBbrv00Bgb8BJ6c+si8aP9tU4r8v8+m+BBSnv1hDkb7uj8K/UCdvwF2p/r577A4/9JM5vgSz7j50y6o/XI3EP8G12z8/ET7ABQyuv1Tyhr+gcFM+uk8SPyiEkD9wuLG/2gPqvSWBfT/u2bY/twoivky/zL0Gszk/rMSuvhX7978iVea+LX9uP39y4L6Ypny/bBT8PqVsvb0rcXi/238ZP23Dr7+EdcM+hg7Dv6mbZcC0dlo/AzEzPo4s6T3sFs6/N5/bP6+Jwb5on4U/5JxWvxPriT/jHNI+byofP1WqiD9sRVc/S+bjvwiokb+4TMM+K2Wjvtqqqr5bI8O/fQ9JvzZFHL4cfZW9wlEtP4pm8L5Jwpg/0ByOP133hb8Aoe+8ytRCvi7Dl73uUy0/jSFqv6AQmD9mGo4/qfaFv+73QD9/Mmm+OAmavRhWLT+GzQS/CTiXP/QXjj/19YW/1AJYPzeqh742T5y9RFgtP1c/tT6+OJY/eRWOP0L1hb/y0CE+f5iaviyVnr1vWi0/MbtmP/8SlT/zEo4/jvSFv9VLLL8qX62+FdugvZpcLT+ctB4/GMeTP2YQjj/a84W/XKNiv375v772IKO9xl4tP+rubL5aVZI/zg2OPybzhb9ROJG+pGLSvstmpb3xYC0/nLZevyq+kD8uC44/c/KFv+osFD/4leS+lKynvRxjLT+FbjW/6wGPP4MIjj+/8YW/o7poP8CO9r5U8qm9SGUtP0hC1T0RIY0/0AWOPwzxhb8UoM4+OiQEvwc4rL1zZy0/3zxSPxcciz8TA44/WPCFv4gt8r5A3wy/sX2uvZ1pLT/Mhkg/f/OIP0wAjj+l74W/cilqvzR2Fb9Nw7C9yWstP/B3zjzbp4Y/ff2NP/Huhb+Q8gO/6OYdv+AIs730bS0/6Y1Bv745hD+l+o0/Pe6Fv1sotz4uLya/ZU61vR5wLT+dm1e/yqmBP8P3jT+J7YW/cuhmP+1MLr/gk7e9S3ItP+K6Hb5E8X0/2PSNP9bshb8B8R0/Cj42v03Zub11dC0/Nv8sP/lNeD/j8Y0/IuyFv2zxcL6GAD6/sR68vaB2LT+vX2I/GmtyP+bujT9u64W/UAhfv1mSRb8GZL69zHgtP0o/jz4vSmw/3uuNP7rqhb8wxjS/nfFMv06pwL32ei0/GvoUv8fsZT/N6I0/B+qFvyZ/3T1oHFS/iu7CvSJ9LT/am2i/h1RfP7TljT9T6YW/ZbFSP+wQW7+7M8W9TX8tPyzDzL4Yg1g/kOKNP5/ohb8b/Uc/W81hv954x713gS0/UPPzPjx6UT9k340/6+eFv8BNrTz6T2i/8r3JvaODLT8sMGo/xDtKPy/cjT8454W/7CJCvySXbr/6Asy9zYUtP/AWAz+GyUI/8NiNP4Tmhb9QM1e/OKF0v/dHzr34hy0/dRC5vm4lOz+n1Y0/0OWFvwikGb6ybHq/5IzQvSSKLT+MFGe/a1EzP1bSjT8b5YW/uLEtPw34f7/E0dK9TowtP5ssHb+FTys/+86NP2jkhb/fGmI/86CCv5QW1b15ji0/vPJ0PsAhIz+Wy40/tOOFv45FjT5uJIW/WVvXvaWQLT/oWF8/PsoaPynIjT8A44W/isYVv9SFh78QoNm9z5ItP/IcND8YSxI/ssSNP0zihb/me2i/isSJv7jk2736lC0/8LrlvYOmCT8ywY0/mOGFvw=="}}, 2, -4095, 9223372036854775807]')
KWARGS = json.loads('{}')


def decode(v, device, gen):
    if isinstance(v, dict):
        if "__tensor__" in v:
            t = v["__tensor__"]
            dtype = getattr(torch, t["dtype"])
            if "values" in t:
                raw = bytearray(base64.b64decode(t["values"]))
                if raw:
                    x = torch.frombuffer(raw, dtype=torch.uint8).view(dtype).reshape(t["shape"])
                else:
                    x = torch.empty(t["shape"], dtype=dtype)
            elif dtype.is_floating_point:
                lo, hi = t.get("min", -1.0), t.get("max", 1.0)
                x = (torch.rand(t["shape"], generator=gen, dtype=torch.float64) * (hi - lo) + lo).to(dtype)
            elif dtype == torch.bool:
                x = torch.rand(t["shape"], generator=gen) > 0.5
            else:
                lo, hi = int(t.get("min", 0)), int(t.get("max", 1))
                x = torch.randint(lo, hi + 1, t["shape"], generator=gen).to(dtype)
            if t.get("stride") and list(x.stride()) != t["stride"] and x.numel():
                x = torch.empty_strided(t["shape"], t["stride"], dtype=dtype).copy_(x)
            return x.requires_grad_(t.get("requires_grad", False) and dtype.is_floating_point)
        if "__device__" in v:
            return torch.device(device)
        if "__dtype__" in v:
            return getattr(torch, v["__dtype__"])
        if "__torch__" in v:
            return getattr(torch, v["__torch__"])
        if "__float__" in v:
            return float(v["__float__"])
        if "__list__" in v:
            return [decode(x, device, gen) for x in v["__list__"]]
        if "__tuple__" in v:
            return tuple(decode(x, device, gen) for x in v["__tuple__"])
        if "__dict__" in v:
            return {k: decode(x, device, gen) for k, x in v["__dict__"].items()}
        raise SystemExit(f"cannot rebuild argument {v}")
    return v


def inputs(device="cpu"):
    gen = torch.Generator().manual_seed(0)
    return decode({"__list__": ARGS}, device, gen), decode({"__dict__": KWARGS}, device, gen)


def tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, (list, tuple)):
        return [t for o in out for t in tensors(o)]
    return []


def with_backward(func):
    """The op, then its backward: its outputs and the gradient of their sum for each input that takes one."""
    def step(*args, **kwargs):
        out = tensors(func(*args, **kwargs))
        outs = [t for t in out if t.requires_grad]
        leaves = [t for t in tensors(list(args) + list(kwargs.values())) if t.requires_grad]
        if not outs or not leaves:
            return out
        grads = torch.autograd.grad(outs, leaves, [torch.ones_like(o) for o in outs], allow_unused=True)
        return out + [g for g in grads if g is not None]
    return step


def close(dev, ref, ref64):
    if dev.shape != ref.shape or dev.dtype != ref.dtype:
        return False, f"shape/dtype {tuple(dev.shape)} {dev.dtype} vs {tuple(ref.shape)} {ref.dtype}"
    if not ref.is_floating_point():
        return bool(torch.equal(dev, ref)), "exact comparison"
    d, r = dev.double(), ref.double()
    diff = float((d - r).abs().nan_to_num(0).max()) if d.numel() else 0.0
    # The slack is relative to the output's own scale, as in hfcompat's comparator: an absolute
    # tolerance passes any error in small values (a gradient of 1e-5 off by 10x).
    scale = float(r.abs().nan_to_num(0).max()) if r.numel() else 0.0
    if torch.allclose(d, r, rtol=TOL, atol=TOL * scale, equal_nan=True):
        return True, f"max|diff| {diff:.3g}"
    rmse = lambda a, b: math.sqrt(float(((a - b.double()) ** 2).mean()))
    ok = rmse(d, ref64) <= (3.0 if d.numel() < 1000 else 2.0) * rmse(r, ref64) + TOL * scale / 10
    return ok, f"max|diff| {diff:.3g}, rmse vs float64 {rmse(d, ref64):.3g} (CPU {rmse(r, ref64):.3g})"


def main():
    from hfcompat_backend import get_backend

    func = getattr(getattr(getattr(torch.ops, OP.split("::")[0]), OP.split("::")[1]), OVERLOAD)
    if BACKWARD:
        func = with_backward(func)
    args, kwargs = inputs()
    cpu_args, cpu_kwargs = inputs()
    backend = None
    if BACKWARD:  # autograd sizes its per-device queues at the process's first backward: the device comes first
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        ref = tensors(func(*cpu_args, **cpu_kwargs))
        cpu_error = None
    except Exception as exc:  # e.g. a dtype the model only uses off-CPU (MoE histc on int32)
        ref, cpu_error = None, f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
        print(f"{OP} on CPU: error too: {cpu_error}")
    if backend is None:
        backend = get_backend(BACKEND)()
        backend.setup(MODE)
    try:
        dev = tensors(backend.run_op(func, args, kwargs))
    except Exception as exc:  # the device refused or failed the op
        first = str(exc).splitlines()[0] if str(exc) else ""
        print(f"{OP} on {BACKEND}: device error: {type(exc).__name__}: {first}")
        print("REPRODUCED")
        return 1
    if ref is None:
        print("not reproduced: the device runs the op; only the CPU fails")
        return 0
    a64, k64 = inputs()
    to64 = lambda x: x.double() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
    try:
        ref64 = tensors(func(*[to64(a) for a in a64], **{k: to64(v) for k, v in k64.items()}))
    except Exception:
        ref64 = ref
    bad = False
    for i, (d, r, r64) in enumerate(zip(dev, ref, ref64)):
        ok, how = close(d.cpu(), r, r64.double() if r64.is_floating_point() else r64)
        print(f"output {i}: {'ok' if ok else 'MISMATCH'} ({how})")
        bad = bad or not ok
    if len(dev) != len(ref):
        print(f"output count differs: device {len(dev)}, CPU {len(ref)}")
        bad = True
    print("REPRODUCED" if bad else "not reproduced: the device matches the CPU on this op")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
